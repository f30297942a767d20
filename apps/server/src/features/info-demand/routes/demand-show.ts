import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { publicDemand } from '../demands';

export default route(endpoints.demand, (request) => publicDemand(contextOf(request), Number(request.params.topicId)));
