import { adminMemberGroupEndpoints, type GroupCreateBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A member group no import brought; the list read again. */
export const useCreateGroup = () =>
  useEndpointChange(adminMemberGroupEndpoints.memberGroupCreate, { input: (body: GroupCreateBody) => ({ body }), invalidates: [endpointKey(adminMemberGroupEndpoints.memberGroupSearch)] });
