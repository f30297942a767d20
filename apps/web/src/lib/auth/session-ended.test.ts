import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAlert, dismissAlert } from '@/lib/alert/alert-store';
import { saveMemberSession } from './member-session';
import { SESSION_ENDED_ALERT, endMemberSessionAndLeave, setSessionEndedNavigation } from './session-ended';

afterEach(() => {
  dismissAlert();
  window.localStorage.clear();
});

describe('endMemberSessionAndLeave', () => {
  it("removes the stored user, shows the spec's alert and goes to the login page", () => {
    saveMemberSession({ token: 't' });
    const navigate = vi.fn();
    setSessionEndedNavigation(navigate);

    endMemberSessionAndLeave();

    expect(window.localStorage.getItem('user')).toBeNull();
    expect(SESSION_ENDED_ALERT).toBe('ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
    expect(currentAlert()?.message).toBe(SESSION_ENDED_ALERT);
    expect(navigate).toHaveBeenCalledOnce();
  });
});
