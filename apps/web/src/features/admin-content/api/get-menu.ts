import { adminContentEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every menu item and sub-item, hidden ones too. */
export const adminMenuQuery = () => endpointQuery(adminContentEndpoints.adminMenuList, { body: {} });
