import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removeItem } from '../content-items';

export default route(endpoints.adminItemDelete, (request) => removeItem(contextOf(request), request.body.id));
