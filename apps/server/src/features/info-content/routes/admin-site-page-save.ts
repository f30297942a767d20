import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveStaffSitePage } from '../site-pages';

export default route(endpoints.adminSitePageSave, (request) => saveStaffSitePage(contextOf(request), request.body));
