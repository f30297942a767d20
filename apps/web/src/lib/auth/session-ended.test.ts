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
    saveMemberSession({
      rc_code: '1',
      rc_des: 'เข้าสู่ระบบแล้ว',
      token: 't',
      expires_at: '2030-01-01T00:00:00.000Z',
      user: { membership_no: '0000001', prename: 'นาย', member_name: 'ก', member_surname: 'ข' },
    });
    const navigate = vi.fn();
    setSessionEndedNavigation(navigate);

    endMemberSessionAndLeave();

    expect(window.localStorage.getItem('user')).toBeNull();
    expect(SESSION_ENDED_ALERT).toBe('ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง');
    expect(currentAlert()?.message).toBe(SESSION_ENDED_ALERT);
    expect(navigate).toHaveBeenCalledOnce();
  });
});
