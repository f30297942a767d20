import { adminStaffEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** Forgets a staff user's authenticator, so the next login enrols a new one. */
export const useResetSecondFactor = () =>
  useEndpointChange(adminStaffEndpoints.staffSecondFactorReset, {
    input: (username: string) => ({ params: { username }, body: {} }),
    invalidates: [endpointKey(adminStaffEndpoints.staffList)],
  });
