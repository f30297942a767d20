import {
  type ApplicationDocumentParams,
  type ApplicationNoBody,
  type DocumentsAddBody,
  endpointPath,
  type GuarantorReplaceBody,
  type LoanApplicationResendBody,
  loanApplicationEndpoints as e,
  type OfferAnswerBody,
} from '@coop/contract';
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

/** After the unit clerk returned it: the corrected documents and a word to the clerk. */
export function useResendForCertification() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: LoanApplicationResendBody) => callEndpoint(e.loanApplicationResend, { body }), onSuccess: invalidate });
}

/** The member's answer to the terms approved below those asked. */
export function useAnswerOffer() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: OfferAnswerBody) => callEndpoint(e.loanApplicationOffer, { body }), onSettled: invalidate });
}

/** The documents staff asked for. */
export function useAddDocuments() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: DocumentsAddBody) => callEndpoint(e.loanApplicationDocumentsAdd, { body }), onSuccess: invalidate });
}

/** One of the applicant's own documents, saved under the name the server gives it. */
export const downloadDocument = (params: ApplicationDocumentParams) =>
  downloadMemberFile(endpointPath(e.loanApplicationDocument, params), `${params.application_no}-${params.kind}`);
