import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { endMemberSessions } from '../member-account-actions';

export default route(endpoints.memberEndSessions, (request) => endMemberSessions(contextOf(request), request.body));
