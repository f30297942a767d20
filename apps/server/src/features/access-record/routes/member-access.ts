import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberAccessList } from '../member-access-list';

export default route(endpoints.memberAccess, (request) => memberAccessList(contextOf(request), request.query));
