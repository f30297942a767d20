import { adminStaffEndpoints, type StaffCreateBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A new staff account; the list read again. */
export const useCreateStaff = () =>
  useEndpointChange(adminStaffEndpoints.staffCreate, { input: (body: StaffCreateBody) => ({ body }), invalidates: [endpointKey(adminStaffEndpoints.staffList)] });
