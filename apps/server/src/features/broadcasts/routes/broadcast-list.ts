import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { broadcastPage } from '../broadcasts';

export default route(endpoints.broadcastList, (request) => broadcastPage(contextOf(request), request.body));
