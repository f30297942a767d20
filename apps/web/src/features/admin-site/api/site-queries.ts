import { adminSiteEndpoints, siteEndpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/**
 * What every change to the site makes stale: the console's lists, and the site's identity too (the console's own
 * header shows the names and logo).
 */
export const SITE_QUERIES = [
  endpointKey(adminSiteEndpoints.adminSiteConfig),
  endpointKey(adminSiteEndpoints.adminSitePage),
  endpointKey(adminSiteEndpoints.adminBoardList),
  endpointKey(adminSiteEndpoints.adminBoardTopic),
  endpointKey(adminSiteEndpoints.adminDemandList),
  endpointKey(adminSiteEndpoints.adminDemand),
  endpointKey(adminSiteEndpoints.adminElectionList),
  endpointKey(adminSiteEndpoints.adminElection),
  endpointKey(siteEndpoints.siteInfo),
];
