import { type LoanApplicationEditBody, loanApplicationEndpoints as e } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { useInvalidateApplications } from './invalidate-applications';

/** The terms changed before any guarantor has signed; read again after a refusal too, which may mean one just has. */
export function useEditApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: (body: LoanApplicationEditBody) => callEndpoint(e.loanApplicationEdit, { body }), onSettled: invalidate });
}
