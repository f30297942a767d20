import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffSiteConfig } from '../site-configuration';

export default route(endpoints.adminSiteConfig, (request) => staffSiteConfig(contextOf(request)));
