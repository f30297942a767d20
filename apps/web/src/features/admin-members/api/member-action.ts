import { useConsoleChange } from '@/lib/console/use-console-change';
import { ADMIN_MEMBER_KEYS } from './admin-member-keys';

/** What the three account actions share: the member's number posted, the member's status read again. */
export const useMemberAction = (path: string, membershipNo: string) =>
  useConsoleChange<void>({ path, body: () => ({ membership_no: membershipNo }), invalidates: [ADMIN_MEMBER_KEYS.status(membershipNo)] });
