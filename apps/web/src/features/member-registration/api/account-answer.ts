import type { endpoints, EndpointInput, MemberAccountResponse } from '@coop/contract';
import { ApiRequestError } from '@/lib/http/api-request';
import { requestEndpoint } from '@/lib/http/endpoint-call';

type AccountEndpoint = typeof endpoints.memberRegister | typeof endpoints.memberForget;

/**
 * Both calls answer rc_code, messages and errors (spec 3), the throttle's 429 too: that answer is the result either
 * way. Any other failure rejects, and the form shows the cannot-connect notice (spec 8).
 */
export async function accountAnswer<E extends AccountEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<MemberAccountResponse> {
  try {
    return await requestEndpoint(endpoint, input);
  } catch (error) {
    const answer = error instanceof ApiRequestError ? (error.body as Partial<MemberAccountResponse> | undefined) : undefined;
    // the throttle's 429 leaves no tries
    if (answer && Array.isArray(answer.errors)) return { rc_code: '0', messages: [], errors: answer.errors, tries_left: 0 };
    throw error;
  }
}
