import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveMenuItem } from '../menu-editing';

export default route(endpoints.adminMenuSave, (request) => saveMenuItem(contextOf(request), request.body));
