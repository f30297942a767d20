import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { broadcastReach } from '../broadcast-reach';

export default route(endpoints.broadcastReach, (request) => broadcastReach(contextOf(request), request.body));
