import { adminStaffEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every staff account with its role and state. */
export const staffAccountsQuery = () => endpointQuery(adminStaffEndpoints.staffList, {});
