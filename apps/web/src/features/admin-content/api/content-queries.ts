import { adminContentEndpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/** What every content change makes stale: all of the console's content lists and the item open in the editor. */
export const CONTENT_QUERIES = [
  endpointKey(adminContentEndpoints.adminMenuList),
  endpointKey(adminContentEndpoints.adminMarqueeList),
  endpointKey(adminContentEndpoints.adminCategoryList),
  endpointKey(adminContentEndpoints.adminItemList),
  endpointKey(adminContentEndpoints.adminItem),
];
