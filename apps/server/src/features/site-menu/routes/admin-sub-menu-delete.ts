import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removeSubMenuItem } from '../sub-menu-editing';

export default route(endpoints.adminSubMenuDelete, (request) => removeSubMenuItem(contextOf(request), request.body.id));
