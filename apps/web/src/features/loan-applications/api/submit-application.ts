import { type GuarantorLookupBody, type LoanApplicationBody, loanApplicationEndpoints as e } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, requestEndpoint } from '@/lib/http/endpoint-call';
import { useInvalidateApplications } from './invalidate-applications';

/** Quiet: the form shows the answer, or the refusal, beside the number typed. */
export const lookUpGuarantor = (body: GuarantorLookupBody) => requestEndpoint(e.loanGuarantorLookup, { body });

export function useSubmitApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: LoanApplicationBody) => callEndpoint(e.loanApplicationSubmit, { body }), onSuccess: invalidate });
}
