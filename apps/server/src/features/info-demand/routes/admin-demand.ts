import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffDemand } from '../demand-answers';

export default route(endpoints.adminDemand, (request) => staffDemand(contextOf(request), request.body.id));
