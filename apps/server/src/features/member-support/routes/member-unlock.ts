import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { unlockMember } from '../member-account-actions';

export default route(endpoints.memberUnlock, (request) => unlockMember(contextOf(request), request.body));
