import { afterEach, describe, expect, it } from 'vitest';
import { dismissAlert } from '@/lib/alert/alert-store';
import { readMemberSession, saveMemberSession } from '@/lib/auth/member-session';
import { setTransport } from '@/lib/http/transport';
import { checkMemberSession } from './check-member-session';

const answer = (status: number, body: unknown) => setTransport(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  setTransport((input, init) => fetch(input, init));
  dismissAlert();
  window.localStorage.clear();
});

describe('checkMemberSession', () => {
  it('keeps the session when the server cannot reach its database (503)', async () => {
    saveMemberSession({ token: 't' });
    answer(503, { rc_code: '0', code: 'DATABASE_UNAVAILABLE', error: 'ขออภัย' });
    expect(await checkMemberSession()).toBe('unreachable');
    expect(readMemberSession()?.token).toBe('t');
  });

  it('keeps the session when no answer comes', async () => {
    saveMemberSession({ token: 't' });
    setTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkMemberSession()).toBe('unreachable');
    expect(readMemberSession()?.token).toBe('t');
  });

  it('ends the session the server says is over', async () => {
    saveMemberSession({ token: 't' });
    answer(400, { rc_code: '0', error: 'หมดเวลา' });
    expect(await checkMemberSession()).toBe('ended');
    expect(readMemberSession()).toBeNull();
  });
});
