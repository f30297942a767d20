import type { AdminActionResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { ADMIN_MEMBER_KEYS } from './admin-member-keys';

/** What the three account actions share: the member's number posted, the Thai confirmation, the status read again. */
export function useMemberAction(path: string, membershipNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall<AdminActionResponse>(path, { method: 'POST', body: { membership_no: membershipNo }, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_MEMBER_KEYS.status(membershipNo) }),
  });
}
