import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffCategories } from '../content-categories';

export default route(endpoints.adminCategoryList, (request) => staffCategories(contextOf(request)));
