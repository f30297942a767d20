import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { submitBroadcast } from '../broadcasts';

export default route(endpoints.broadcastSubmit, (request) => submitBroadcast(contextOf(request), request.body.id));
