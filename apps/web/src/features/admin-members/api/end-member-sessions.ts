import { endpoints } from '@coop/contract';
import { useMemberAction } from './member-action';

/** Logs the member out everywhere. */
export const useEndMemberSessions = (membershipNo: string) => useMemberAction(endpoints.memberEndSessions, membershipNo);
