import { type ApplicationDocumentParams, type ApplicationNoBody, endpointPath, type GuarantorReplaceBody, loanApplicationEndpoints as e } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadMemberFile } from '@/lib/http/api-download';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { useInvalidateApplications } from './invalidate-applications';

export function useCancelApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: ApplicationNoBody) => callEndpoint(e.loanApplicationCancel, { body }), onSettled: invalidate });
}

export function useNameAnotherGuarantor() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: GuarantorReplaceBody) => callEndpoint(e.loanApplicationGuarantor, { body }), onSuccess: invalidate });
}

/** One of the applicant's own documents, saved under the name the server gives it. */
export const downloadDocument = (params: ApplicationDocumentParams) =>
  downloadMemberFile(endpointPath(e.loanApplicationDocument, params), `${params.application_no}-${params.kind}`);
