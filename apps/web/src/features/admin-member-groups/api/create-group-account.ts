import { adminMemberGroupEndpoints, type GroupPasswordBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A group's first portal login; the list read again. */
export const useCreateGroupAccount = () =>
  useEndpointChange(adminMemberGroupEndpoints.memberGroupAccountCreate, { input: (body: GroupPasswordBody) => ({ body }), invalidates: [endpointKey(adminMemberGroupEndpoints.memberGroupSearch)] });
