import type { AdminActionResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** What opening and closing share: the campaign's id posted, the Thai confirmation, every confirmation view read again. */
export function useCampaignAction(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall<AdminActionResponse>(path, { method: 'POST', body: { id }, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => client.invalidateQueries({ queryKey: CONFIRMATION_KEYS.all }),
  });
}
