import { endpoints, type StaffCreateBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A new staff account; the list read again. */
export const useCreateStaff = () =>
  useEndpointChange(endpoints.staffCreate, { input: (body: StaffCreateBody) => ({ body }), invalidates: [endpointKey(endpoints.staffList)] });
