import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberSearch } from '../member-search';

export default route(endpoints.memberSearch, (request) => memberSearch(contextOf(request), request.body));
