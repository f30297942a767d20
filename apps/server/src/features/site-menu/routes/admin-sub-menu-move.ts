import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moveSubMenuItemOnce } from '../sub-menu-editing';

export default route(endpoints.adminSubMenuMove, (request) => moveSubMenuItemOnce(contextOf(request), request.body));
