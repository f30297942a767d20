import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveSiteConfig } from '../site-configuration';

export default route(endpoints.adminSiteConfigSave, (request) => saveSiteConfig(contextOf(request), request.body));
