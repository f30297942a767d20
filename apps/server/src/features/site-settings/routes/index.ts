import type { EndpointRoute } from '../../../http/endpoint-route';
import adminSiteConfig from './admin-site-config';
import adminSiteConfigSave from './admin-site-config-save';
import adminSiteImage from './admin-site-image';
import siteInfo from './site-info';

export const siteSettingsRoutes: EndpointRoute[] = [siteInfo, adminSiteConfig, adminSiteConfigSave, adminSiteImage];
