import { endpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/** What every content change makes stale: all of the console's content lists and the item open in the editor. */
export const CONTENT_QUERIES = [
  endpointKey(endpoints.adminMenuList),
  endpointKey(endpoints.adminMarqueeList),
  endpointKey(endpoints.adminCategoryList),
  endpointKey(endpoints.adminItemList),
  endpointKey(endpoints.adminItem),
];
