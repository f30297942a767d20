import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveBroadcast } from '../broadcasts';

export default route(endpoints.broadcastSave, (request) => saveBroadcast(contextOf(request), request.body));
