import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removeMenuItem } from '../menu-editing';

export default route(endpoints.adminMenuDelete, (request) => removeMenuItem(contextOf(request), request.body.id));
