import { adminSiteEndpoints, type SitePageSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Saves a page; `raise_version` for a new meaning, not for a typo. */
export const useSaveSitePage = () => useEndpointChange(adminSiteEndpoints.adminSitePageSave, { input: (body: SitePageSaveBody) => ({ body }), invalidates: SITE_QUERIES });
