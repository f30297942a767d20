import { type DocumentsAddBody, type LoanApplicationResendBody, loanApplicationReplyEndpoints as e, type OfferAnswerBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { useInvalidateApplications } from './invalidate-applications';

// the applicant's replies after sending, used by the forms the application page loads only when they are needed

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
