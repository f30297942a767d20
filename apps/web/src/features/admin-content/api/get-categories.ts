import { adminContentEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every category with its item count. */
export const adminCategoriesQuery = () => endpointQuery(adminContentEndpoints.adminCategoryList, { body: {} });
