import {
  type ApplicationDocumentParams,
  type ApplicationNoBody,
  endpointPath,
  type GuaranteeAnswerBody,
  type GuarantorLookupBody,
  type GuarantorReplaceBody,
  type LoanApplicationBody,
  loanApplicationEndpoints,
} from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadMemberFile } from '@/lib/http/api-download';
import { callEndpoint, endpointKey, requestEndpoint } from '@/lib/http/endpoint-call';

const e = loanApplicationEndpoints;

/** Every loan-application answer is read again after a change: the list, the application and the request. */
function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([e.loanApplications, e.loanApplication, e.loanGuaranteeRequest].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}

/** Quiet: the form shows the answer, or the refusal, beside the number typed. */
export const lookUpGuarantor = (body: GuarantorLookupBody) => requestEndpoint(e.loanGuarantorLookup, { body });

export function useSubmitApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: LoanApplicationBody) => callEndpoint(e.loanApplicationSubmit, { body }), onSuccess: invalidate });
}

export function useCancelApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: ApplicationNoBody) => callEndpoint(e.loanApplicationCancel, { body }), onSettled: invalidate });
}

export function useNameAnotherGuarantor() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: GuarantorReplaceBody) => callEndpoint(e.loanApplicationGuarantor, { body }), onSuccess: invalidate });
}

export function useAnswerGuarantee() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: GuaranteeAnswerBody) => callEndpoint(e.loanGuaranteeAnswer, { body }), onSuccess: invalidate });
}

/** One of the applicant's own documents, saved under the name the server gives it. */
export const downloadDocument = (params: ApplicationDocumentParams) =>
  downloadMemberFile(endpointPath(e.loanApplicationDocument, params), `${params.application_no}-${params.kind}`);
