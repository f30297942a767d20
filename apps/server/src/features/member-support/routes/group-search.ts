import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { groupSearch } from '../member-group-accounts';

export default route(endpoints.memberGroupSearch, (request) => groupSearch(contextOf(request), request.body));
