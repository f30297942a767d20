import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberInbox } from '../member-inbox';

export default route(endpoints.memberInbox, (request) => memberInbox(contextOf(request), request.query));
