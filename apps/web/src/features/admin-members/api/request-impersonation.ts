import { adminMemberEndpoints, type ImpersonateBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';

/** Asks for an impersonation with its reason; /member/impersonate then fetches the session. */
export function useRequestImpersonation() {
  return useMutation({
    mutationFn: (body: ImpersonateBody) => callEndpoint(adminMemberEndpoints.memberImpersonate, { body }),
  });
}
