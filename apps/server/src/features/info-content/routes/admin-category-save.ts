import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveCategory } from '../content-categories';

export default route(endpoints.adminCategorySave, (request) => saveCategory(contextOf(request), request.body));
