import { endpoints, type StaffUpdateBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A staff account's role, or its being disabled. */
export const useUpdateStaff = () =>
  useEndpointChange(endpoints.staffUpdate, {
    input: ({ username, change }: { username: string; change: StaffUpdateBody }) => ({ params: { username }, body: change }),
    invalidates: [endpointKey(endpoints.staffList)],
  });
