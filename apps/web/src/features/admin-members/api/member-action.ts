import type { endpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { memberPortalStatusQuery } from './get-member-portal-status';

type MemberAction = typeof endpoints.memberUnlock | typeof endpoints.memberEndSessions | typeof endpoints.memberForceReset;

/** What the three account actions share: the member's number posted, the member's status read again. */
export const useMemberAction = (endpoint: MemberAction, membershipNo: string) =>
  useEndpointChange(endpoint, {
    input: () => ({ body: { membership_no: membershipNo } }),
    invalidates: [memberPortalStatusQuery(membershipNo).queryKey],
  });
