import { ADMIN_MEMBER_PATHS } from '@coop/contract';
import { useMemberAction } from './member-action';

/** Logs the member out everywhere. */
export const useEndMemberSessions = (membershipNo: string) => useMemberAction(ADMIN_MEMBER_PATHS.endSessions, membershipNo);
