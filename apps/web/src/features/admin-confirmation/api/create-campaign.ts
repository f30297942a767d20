import { ADMIN_CONFIRMATION_PATHS, type CreateCampaignBody, type CreateCampaignResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** A draft campaign with each member's balances from the finance data; the list read again. */
export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaignBody) => apiCall<CreateCampaignResponse>(ADMIN_CONFIRMATION_PATHS.create, { method: 'POST', body, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => client.invalidateQueries({ queryKey: CONFIRMATION_KEYS.all }),
  });
}
