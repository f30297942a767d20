import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveItem } from '../content-items';

export default route(endpoints.adminItemSave, (request) => saveItem(contextOf(request), request.body));
