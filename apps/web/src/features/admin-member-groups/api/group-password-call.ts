import type { GroupPasswordBody, GroupPasswordResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { ADMIN_GROUP_KEYS } from './admin-group-keys';

/** What creating an account and resetting its password share: the same body and answer, then the list again. */
export function useGroupPasswordCall(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupPasswordBody) => apiCall<GroupPasswordResponse>(path, { method: 'POST', body, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_GROUP_KEYS.all }),
  });
}
