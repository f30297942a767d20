import { adminStaffEndpoints, type StaffUpdateBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A staff account's role, or its being disabled. */
export const useUpdateStaff = () =>
  useEndpointChange(adminStaffEndpoints.staffUpdate, {
    input: ({ username, change }: { username: string; change: StaffUpdateBody }) => ({ params: { username }, body: change }),
    invalidates: [endpointKey(adminStaffEndpoints.staffList)],
  });
