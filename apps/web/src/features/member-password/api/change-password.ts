import { memberGroupAuthEndpoints, memberPasswordEndpoints, type PasswordChangeBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';

/** Whose password: a member's or a member group's (spec 7: the same payload and answer at two paths). */
export type PasswordArea = 'member' | 'membergroup';

const ENDPOINTS = { member: memberPasswordEndpoints.memberPassword, membergroup: memberGroupAuthEndpoints.memberGroupPassword };

/** Spec 4: success or failure is decided by rc_code, not by the HTTP status. */
export function useChangePassword(area: PasswordArea = 'member') {
  return useMutation({ mutationFn: (body: PasswordChangeBody) => callEndpoint(ENDPOINTS[area], { body }) });
}
