import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { demandPage } from '../demands';

export default route(endpoints.demandList, (request) => demandPage(contextOf(request), request.query));
