import { CONFIRMATION_PATHS, type ConfirmAnswerBody, type ConfirmAnswerResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { confirmDataQueryKey } from './get-confirm-data';

/**
 * The member's one answer to the whole letter. Either way the letter is read again: after success it shows the
 * recorded answer, after a 409 (figures changed, or already answered) what the server now holds.
 */
export function useAnswerConfirmation(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmAnswerBody) =>
      apiCall<ConfirmAnswerResponse>(`${CONFIRMATION_PATHS.confirmAnswer}/${year}`, { method: 'POST', body, memberSession: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: confirmDataQueryKey(year) }),
  });
}
