import { adminSiteEndpoints, type SiteConfigSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Stores the changed keys (`set`) and forgets others (`clear`), so they follow the configuration again. */
export const useSaveSiteConfig = () => useEndpointChange(adminSiteEndpoints.adminSiteConfigSave, { input: (body: SiteConfigSaveBody) => ({ body }), invalidates: SITE_QUERIES });
