import { readMemberSession } from '@/lib/auth/member-session';
import { endMemberSession } from '@/lib/auth/session-ended';
import { isUnreachable } from '@/lib/http/api-request';
import { fetchAuthUser } from './api/get-auth-user';

export type MemberSessionState = 'valid' | 'none' | 'ended' | 'unreachable';

/**
 * Asks the server whether the stored session still holds (spec 4): no stored token is 'none'; rc_code '1' is
 * 'valid'; no answer, or the server unable to serve (its database down), is 'unreachable' and keeps the session, as
 * it says nothing about it; any other answer or failure ends the session with the spec's alert and is 'ended'.
 * A check cancelled by a newer navigation rejects instead, and changes nothing.
 */
export async function checkMemberSession(signal?: AbortSignal): Promise<MemberSessionState> {
  if (!readMemberSession()) return 'none';
  try {
    const answer = await fetchAuthUser(signal);
    if (answer.rc_code === '1') return 'valid';
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isUnreachable(error)) return 'unreachable';
  }
  endMemberSession();
  return 'ended';
}
