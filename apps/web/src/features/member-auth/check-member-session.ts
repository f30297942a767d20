import { readMemberSession } from '@/lib/auth/member-session';
import { endMemberSession } from '@/lib/auth/session-ended';
import { fetchAuthUser } from './api/get-auth-user';

export type MemberSessionState = 'valid' | 'none' | 'ended';

/**
 * Asks the server whether the stored session still holds (spec 4): no stored token is 'none'; rc_code '1' is
 * 'valid'; any other answer or a failed call ends the session with the spec's alert and is 'ended'.
 * A check cancelled by a newer navigation rejects instead, and changes nothing.
 */
export async function checkMemberSession(signal?: AbortSignal): Promise<MemberSessionState> {
  if (!readMemberSession()) return 'none';
  try {
    const answer = await fetchAuthUser(signal);
    if (answer.rc_code === '1') return 'valid';
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  endMemberSession();
  return 'ended';
}
