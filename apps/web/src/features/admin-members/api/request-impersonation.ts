import { type AdminActionResponse, ADMIN_MEMBER_PATHS, type ImpersonateBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** Asks for an impersonation with its reason; /member/impersonate then fetches the session. */
export function useRequestImpersonation() {
  return useMutation({
    mutationFn: (body: ImpersonateBody) => apiCall<AdminActionResponse>(ADMIN_MEMBER_PATHS.impersonate, { method: 'POST', body, staffSession: true }),
  });
}
