import { clearMemberGroupSession, readMemberGroupSession } from '@/lib/auth/member-group-session';
import { isUnreachable } from '@/lib/http/api-request';
import { fetchMemberGroupAuthUser } from './api/get-auth-user';

export type MemberGroupSessionState = 'valid' | 'none' | 'ended' | 'unreachable';

/**
 * Spec 4 and 7 for the member-group area: no stored token is 'none'; rc_code '1' is 'valid'; no answer keeps the
 * session ('unreachable'); a 400 or 401 (or any other failure) removes it ('ended'), and the area sends the clerk
 * to /membergroup/logon.
 */
export async function checkMemberGroupSession(signal?: AbortSignal): Promise<MemberGroupSessionState> {
  if (!readMemberGroupSession()) return 'none';
  try {
    const answer = await fetchMemberGroupAuthUser(signal);
    if (answer.rc_code === '1') return 'valid';
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isUnreachable(error)) return 'unreachable';
  }
  clearMemberGroupSession();
  return 'ended';
}
