import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STORAGE_KEYS,
  clearMemberSession,
  memberToken,
  readMemberSession,
  saveMemberSession,
  subscribeMemberSession,
} from './member-session';

const login = {
  rc_code: '1' as const,
  rc_des: 'เข้าสู่ระบบแล้ว',
  token: 'tok-1',
  expires_at: '2030-01-01T00:00:00.000Z',
  user: { membership_no: '0000001', prename: 'จ.ส.อ.', member_name: 'สมชาย', member_surname: 'ใจดี' },
};

afterEach(() => window.localStorage.clear());

describe('member session storage', () => {
  it('keeps the whole login response under the key "user"', () => {
    saveMemberSession(login);
    expect(STORAGE_KEYS).toEqual({ member: 'user', memberGroup: 'usermemgroup', staff: 'staffuser' });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '')).toEqual(login);
    expect(readMemberSession()).toEqual(login);
    expect(memberToken()).toBe('tok-1');
  });

  it('is a session when the record holds a token and nothing else (spec 3)', () => {
    window.localStorage.setItem('user', JSON.stringify({ token: 'tok-2' }));
    expect(readMemberSession()).toEqual({ token: 'tok-2' });
    expect(memberToken()).toBe('tok-2');
  });

  it('is a session only when the record holds a token', () => {
    window.localStorage.setItem('user', JSON.stringify({ ...login, token: '' }));
    expect(readMemberSession()).toBeNull();
    window.localStorage.setItem('user', '{not json');
    expect(readMemberSession()).toBeNull();
    window.localStorage.setItem('user', 'null');
    expect(readMemberSession()).toBeNull();
  });

  it('returns the same object until storage changes, as React requires of a snapshot', () => {
    saveMemberSession(login);
    expect(readMemberSession()).toBe(readMemberSession());
  });

  it('tells subscribers about saves and clears, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeMemberSession(listener);
    saveMemberSession(login);
    clearMemberSession();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('user')).toBeNull();
    unsubscribe();
    saveMemberSession(login);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
