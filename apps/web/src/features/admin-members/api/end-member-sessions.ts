import { adminMemberEndpoints } from '@coop/contract';
import { useMemberAction } from './member-action';

/** Logs the member out everywhere. */
export const useEndMemberSessions = (membershipNo: string) => useMemberAction(adminMemberEndpoints.memberEndSessions, membershipNo);
