import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveSubMenuItem } from '../sub-menu-editing';

export default route(endpoints.adminSubMenuSave, (request) => saveSubMenuItem(contextOf(request), request.body));
