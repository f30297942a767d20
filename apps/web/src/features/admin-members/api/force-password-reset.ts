import { adminMemberEndpoints } from '@coop/contract';
import { useMemberAction } from './member-action';

/** Voids the member's password: a new one is set at /member/forget. */
export const useForcePasswordReset = (membershipNo: string) => useMemberAction(adminMemberEndpoints.memberForceReset, membershipNo);
