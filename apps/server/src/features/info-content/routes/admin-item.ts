import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffItem } from '../content-items';

export default route(endpoints.adminItem, (request) => staffItem(contextOf(request), request.body.id));
