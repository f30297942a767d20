import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { login, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const MEMBER = newMembershipNo();
const BAD_CREDENTIALS = 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง';

describe('POST /api/member/auth/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    for (const no of [MEMBER, '0000012', '0000020', '0000021', '0000030', '0001234']) await addMember(t.database.db, no);
  });
  afterAll(() => t.close());

  it('logs a member in and returns a token with the identity, as spec 3 stores it', async () => {
    const res = await login(t.app, MEMBER);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rc_code: '1',
      rc_des: 'เข้าสู่ระบบแล้ว',
      user: { membership_no: MEMBER, prename: 'นาย', member_name: 'ทดสอบ', member_surname: `สมาชิก${MEMBER}` },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(120 * 60_000);
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await login(t.app, MEMBER)).json();
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('left-pads the membership number to 7 digits', async () => {
    for (const typed of ['1234', '01234', '0001234']) {
      const res = await login(t.app, typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().user.membership_no).toBe('0001234');
    }
  });

  it('keeps a remembered session for 7 days (decision 077)', async () => {
    const res = await login(t.app, MEMBER, TEST_PASSWORD, { remember: true });
    expect(new Date(res.json().expires_at).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600_000);
  });

  it('refuses a wrong password and an unknown member with the same Thai message', async () => {
    const wrong = await login(t.app, '0000012', 'not-the-password');
    const unknown = await login(t.app, '7654321', TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ rc_code: '0', code: 'BAD_CREDENTIALS', error: BAD_CREDENTIALS });
    }
  });

  it.each([
    ['a missing membership number', { mem_password: 'x' }, 'membership_no'],
    ['a missing password', { membership_no: '1' }, 'mem_password'],
    ['a number where a string belongs', { membership_no: 1, mem_password: 'x' }, 'membership_no'],
    ['letters in the membership number', { membership_no: '12a', mem_password: 'x' }, 'membership_no'],
    ['an 8-digit membership number', { membership_no: '12345678', mem_password: 'x' }, 'membership_no'],
    ['an empty password', { membership_no: '1', mem_password: '' }, 'mem_password'],
    ['a non-boolean remember', { membership_no: '1', mem_password: 'x', remember: 'yes' }, 'remember'],
    ['an array body', [1, 2], ''],
    ['a null body', null, ''],
  ])('answers 400 in Thai for %s', async (_case, payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ rc_code: '0', code: 'VALIDATION' });
    expect(body.error).toMatch(/ไม่ถูกต้อง/);
    expect(body.error).toContain(field);
  });

  it('answers 400 in Thai for malformed JSON and an empty body', async () => {
    for (const payload of ['{"membership_no": "1",', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().rc_code).toBe('0');
      expect(res.json().error).toMatch(/ไม่ถูกต้อง/);
    }
  });

  it('answers 413 in Thai for an oversized body and 415 for a form post', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ membership_no: '1', mem_password: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ rc_code: '0', code: 'BODY_TOO_LARGE', error: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินกำหนด' });

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/member/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'membership_no=1&mem_password=x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error).toMatch(/^ไม่รองรับชนิดข้อมูลที่ส่งมา/);
  });

  it('ignores fields it does not know', async () => {
    const res = await login(t.app, MEMBER, TEST_PASSWORD, { recaptcha: '', extra: 'field' });
    expect(res.statusCode).toBe(200);
  });

  it('locks an account for 15 minutes after 5 failures within 15 minutes, then releases it', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.app, '0000020', 'wrong')).statusCode).toBe(401);
    const locked = await login(t.app, '0000020');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_LOCKED');
    expect(locked.json().error).toBe(
      'บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก 15 นาที',
    );
    expect((await login(t.app, '20')).statusCode).toBe(429);
    // another account from the same address is not locked
    expect((await login(t.app, '0000021')).statusCode).toBe(200);

    t.clock.advanceMinutes(14);
    expect((await login(t.app, '0000020')).json().error).toContain('ในอีก 1 นาที');
    t.clock.advanceMinutes(2);
    expect((await login(t.app, '0000020')).statusCode).toBe(200);
  });

  it('counts failures only within the window, and a success forgives them', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, '0000030', 'wrong');
    t.clock.advanceMinutes(16);
    for (let i = 0; i < 4; i++) await login(t.app, '0000030', 'wrong');
    expect((await login(t.app, '0000030')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, '0000030', 'wrong');
    expect((await login(t.app, '0000030')).statusCode).toBe(200);
  });

  it('limits one address over many accounts', async () => {
    t.clock.advanceMinutes(30);
    const from = (membershipNo: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { membership_no: membershipNo, mem_password: password },
      });
    for (let i = 0; i < 30; i++) expect((await from(String(100 + i), 'wrong')).statusCode).toBe(401);
    const blocked = await from(MEMBER, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('มีการพยายามเข้าสู่ระบบจากเครื่องนี้มากเกินไป กรุณาลองใหม่ในอีก 15 นาที');
    // other addresses are unaffected
    expect((await login(t.app, MEMBER)).statusCode).toBe(200);
  });

  it('does not treat a login token of another kind as a member session', async () => {
    const { token } = (await login(t.app, MEMBER)).json();
    await t.database.db.updateTable('sessions').set({ kind: 'membergroup' }).execute();
    const res = await memberPost(t.app, '/api/member/member_status', token);
    expect(res.statusCode).toBe(401);
  });
});
