import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { login, loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const MEMBER = newMembershipNo();
const ENDED = 'ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง';
const check = (t: TestContext, token?: string) => memberPost(t.app, '/api/member/auth/getAuthUser', token);

describe('POST /api/member/auth/getAuthUser', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, MEMBER);
  });
  afterAll(() => t.close());

  it("answers rc_code '1' with the member for a live session", async () => {
    const token = await loginToken(t.app, MEMBER);
    const res = await check(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      rc_code: '1',
      data: { membership_no: MEMBER, member_name: 'ทดสอบ' },
    });
  });

  it.each([
    ['no token', undefined],
    ['a token the server never issued', 'A'.repeat(43)],
    ['a malformed token', 'not a token!'],
  ])('answers 400 with data.error for %s', async (_case, token) => {
    const res = await check(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, rc_code: '0', code: 'SESSION_INVALID', error: ENDED, data: { error: ENDED } });
  });

  it('expires a session after 2 idle hours and slides it while it is used', async () => {
    const token = await loginToken(t.app, MEMBER);
    t.clock.advanceMinutes(110);
    expect((await check(t, token)).statusCode).toBe(200);
    t.clock.advanceMinutes(110);
    const slid = await check(t, token);
    expect(slid.statusCode).toBe(200);
    expect(new Date(slid.json().data.expires_at).getTime() - t.clock.now().getTime()).toBe(120 * 60_000);
    t.clock.advanceMinutes(121);
    expect((await check(t, token)).statusCode).toBe(400);
    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
  });

  it('keeps a remembered session for 7 days without use, and no longer (decision 077)', async () => {
    const res = await login(t.app, MEMBER, TEST_PASSWORD, { remember: true });
    const token = res.json().token as string;
    t.clock.advanceMinutes(6 * 24 * 60);
    expect((await check(t, token)).statusCode).toBe(200);
    t.clock.advanceMinutes(24 * 60 + 1);
    expect((await check(t, token)).statusCode).toBe(400);
  });
});
