import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffItemPage } from '../content-items';

export default route(endpoints.adminItemList, (request) => staffItemPage(contextOf(request), request.body));
