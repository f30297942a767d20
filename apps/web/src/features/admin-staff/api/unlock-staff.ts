import { adminStaffEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** Lifts a staff account's login lock (decision 037). */
export const useUnlockStaff = () =>
  useEndpointChange(adminStaffEndpoints.staffUnlock, { input: (username: string) => ({ params: { username }, body: {} }), invalidates: [endpointKey(adminStaffEndpoints.staffList)] });
