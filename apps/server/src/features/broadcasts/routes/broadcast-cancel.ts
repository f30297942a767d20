import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { cancelBroadcast } from '../broadcasts';

export default route(endpoints.broadcastCancel, (request) => cancelBroadcast(contextOf(request), request.body.id));
