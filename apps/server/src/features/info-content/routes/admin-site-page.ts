import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffSitePage } from '../site-pages';

export default route(endpoints.adminSitePage, (request) => staffSitePage(contextOf(request), request.body.key));
