import { type ConfirmAnswerBody, confirmationEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { confirmDataQuery } from './get-confirm-data';

/**
 * The member's one answer to the whole letter. Either way the letter is read again: after success it shows the
 * recorded answer, after a 409 (figures changed, or already answered) what the server now holds.
 */
export function useAnswerConfirmation(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmAnswerBody) => callEndpoint(confirmationEndpoints.memberConfirmAnswer, { params: { year: String(year) }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: confirmDataQuery(year).queryKey }),
  });
}
