import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moveMenuItemOnce } from '../menu-editing';

export default route(endpoints.adminMenuMove, (request) => moveMenuItemOnce(contextOf(request), request.body));
