import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffDemandPage } from '../demand-answers';

export default route(endpoints.adminDemandList, (request) => staffDemandPage(contextOf(request), request.body));
