import { adminMemberGroupEndpoints, type GroupPasswordBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A new password for a group's login; its sessions end. */
export const useResetGroupPassword = () =>
  useEndpointChange(adminMemberGroupEndpoints.memberGroupPasswordReset, { input: (body: GroupPasswordBody) => ({ body }), invalidates: [endpointKey(adminMemberGroupEndpoints.memberGroupSearch)] });
