import { adminSiteEndpoints, type SitePageKey } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** A staff-edited page as stored, or null while none is published. */
export const adminSitePageQuery = (key: SitePageKey) => endpointQuery(adminSiteEndpoints.adminSitePage, { body: { key } });
