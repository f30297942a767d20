import { endpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/** The query keys of the site administration pages start with this, so one change refreshes them all. */
export const ADMIN_SITE_KEY = 'admin-site';

/**
 * What every change to the site makes stale: the console's lists, and the site's identity too (the console's own
 * header shows the names and logo).
 */
export const SITE_QUERIES = [[ADMIN_SITE_KEY], endpointKey(endpoints.siteInfo)] as const;
