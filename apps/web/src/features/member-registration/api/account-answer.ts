import type { MemberAccountResponse } from '@coop/contract';
import { ApiRequestError, apiRequest } from '@/lib/http/api-request';

/**
 * Both calls answer rc_code, messages and errors (spec 3), the throttle's 429 too: that answer is the result either
 * way. Any other failure rejects, and the form shows the cannot-connect notice (spec 8).
 */
export async function accountAnswer(path: string, body: unknown): Promise<MemberAccountResponse> {
  try {
    return await apiRequest<MemberAccountResponse>(path, { method: 'POST', body });
  } catch (error) {
    const answer = error instanceof ApiRequestError ? (error.body as Partial<MemberAccountResponse> | undefined) : undefined;
    if (answer && Array.isArray(answer.errors)) return { rc_code: '0', messages: [], errors: answer.errors };
    throw error;
  }
}
