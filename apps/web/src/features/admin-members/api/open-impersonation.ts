import { adminMemberEndpoints, type ImpersonationSessionResponse } from '@coop/contract';
import { requestEndpoint } from '@/lib/http/endpoint-call';

/**
 * Spec 7: the member session of the impersonation just asked for, fetched with the staff token. Without the usual
 * 401 handling (which reloads the page): on this page a reload would only ask again.
 */
export function openImpersonation(signal?: AbortSignal): Promise<ImpersonationSessionResponse> {
  return requestEndpoint(adminMemberEndpoints.impersonationSession, {}, signal);
}
