import { endpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/**
 * What every change to the site makes stale: the console's lists, and the site's identity too (the console's own
 * header shows the names and logo).
 */
export const SITE_QUERIES = [
  endpointKey(endpoints.adminSiteConfig),
  endpointKey(endpoints.adminSitePage),
  endpointKey(endpoints.adminBoardList),
  endpointKey(endpoints.adminBoardTopic),
  endpointKey(endpoints.adminDemandList),
  endpointKey(endpoints.adminDemand),
  endpointKey(endpoints.adminElectionList),
  endpointKey(endpoints.adminElection),
  endpointKey(endpoints.siteInfo),
];
