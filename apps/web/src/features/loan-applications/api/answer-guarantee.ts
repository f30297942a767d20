import { type GuaranteeAnswerBody, loanApplicationReplyEndpoints as e } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { useInvalidateApplications } from './invalidate-applications';

export function useAnswerGuarantee() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: GuaranteeAnswerBody) => callEndpoint(e.loanGuaranteeAnswer, { body }), onSuccess: invalidate });
}
