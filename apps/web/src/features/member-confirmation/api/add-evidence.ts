import { type ConfirmEvidenceBody, confirmationEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { confirmDataQuery } from './get-confirm-data';

/** A file of evidence on one of the member's disputed lines; the letter is read again to list it (decision 084). */
export function useAddEvidence(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEvidenceBody) => callEndpoint(confirmationEndpoints.memberConfirmEvidenceAdd, { params: { year: String(year) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: confirmDataQuery(year).queryKey }),
  });
}
