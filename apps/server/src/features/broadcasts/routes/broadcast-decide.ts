import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { decideBroadcast } from '../broadcasts';

export default route(endpoints.broadcastDecide, (request) => decideBroadcast(contextOf(request), request.body));
