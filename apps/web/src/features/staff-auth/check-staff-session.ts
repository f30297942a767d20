import { clearStaffSession, readStaffSession, saveStaffSession } from '@/lib/auth/staff-session';
import { isUnreachable } from '@/lib/http/api-request';
import { fetchStaffAuthUser } from './api/get-auth-user';

export type StaffSessionState = 'valid' | 'none' | 'ended' | 'unreachable';

/**
 * On entering the console: no stored token is 'none'; a live session is 'valid' (its role refreshed, so a changed
 * role shows at once); no answer keeps the session ('unreachable'); anything else removes it ('ended').
 */
export async function checkStaffSession(signal?: AbortSignal): Promise<StaffSessionState> {
  const stored = readStaffSession();
  if (!stored) return 'none';
  try {
    const answer = await fetchStaffAuthUser(signal);
    if (answer.rc_code === '1') {
      if (JSON.stringify(stored.user) !== JSON.stringify(answer.user)) saveStaffSession({ ...stored, user: answer.user });
      return 'valid';
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isUnreachable(error)) return 'unreachable';
  }
  clearStaffSession();
  return 'ended';
}
