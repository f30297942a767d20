import { ADMIN_CONFIRMATION_PATHS, type AdminActionResponse, type AnswerDisputeBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** A staff answer on a case (new status and the note the member reads); the cases and counts read again. */
export function useAnswerDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerDisputeBody) => apiCall<AdminActionResponse>(ADMIN_CONFIRMATION_PATHS.answerDispute, { method: 'POST', body, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => client.invalidateQueries({ queryKey: CONFIRMATION_KEYS.all }),
  });
}
