import { adminMemberEndpoints } from '@coop/contract';
import { useMemberAction } from './member-action';

/** Clears the member's login throttles and locks. */
export const useUnlockMember = (membershipNo: string) => useMemberAction(adminMemberEndpoints.memberUnlock, membershipNo);
