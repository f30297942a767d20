import { PASSWORD_RULE_TEXT } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, TEST_PASSWORD } from '../../support/members';
import { login, loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const change = (t: TestContext, token: string, payload: unknown) =>
  memberPost(t.app, '/api/member/member_pass', token, payload);

describe('POST /api/member/member_pass', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    for (const no of ['0000001', '0000002', '0000003', '0000004']) await addMember(t.database.db, no);
  });
  afterAll(() => t.close());

  it('changes the password, keeps this session and revokes the others at once', async () => {
    const here = await loginToken(t.app, '1');
    const elsewhere = await loginToken(t.app, '1');
    // used just before, so the app has it cached
    expect((await memberPost(t.app, '/api/member/member_status', elsewhere)).statusCode).toBe(200);
    const res = await change(t, here, { mem_password: 'NewPass2026', mem_oldpassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' });

    expect((await memberPost(t.app, '/api/member/member_status', here)).statusCode).toBe(200);
    expect((await memberPost(t.app, '/api/member/member_status', elsewhere)).statusCode).toBe(401);
    expect((await login(t.app, '1', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, '1', 'NewPass2026')).statusCode).toBe(200);
  });

  it.each([
    ['a wrong old password', { mem_password: 'NewPass2026', mem_oldpassword: 'wrong' }, 'รหัสผ่านเดิมไม่ถูกต้อง'],
    ['a short new password', { mem_password: 'Ab1', mem_oldpassword: TEST_PASSWORD }, PASSWORD_RULE_TEXT],
    ['a new password without digits', { mem_password: 'abcdefghij', mem_oldpassword: TEST_PASSWORD }, PASSWORD_RULE_TEXT],
    ['the same password again', { mem_password: TEST_PASSWORD, mem_oldpassword: TEST_PASSWORD }, 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม'],
  ])("answers rc_code '0' with a Thai rc_des for %s and changes nothing", async (_case, payload, message) => {
    const token = await loginToken(t.app, '2');
    const res = await change(t, token, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '0', rc_des: message });
    expect((await login(t.app, '2', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['missing fields', {}],
    ['a missing old password', { mem_password: 'NewPass2026' }],
    ['wrong types', { mem_password: 12345678, mem_oldpassword: true }],
  ])('answers 400 in Thai for %s', async (_case, payload) => {
    const token = await loginToken(t.app, '3');
    const res = await change(t, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().error).toMatch(/ไม่ถูกต้อง/);
  });

  it('stops guessing the old password after 5 tries', async () => {
    const token = await loginToken(t.app, '4');
    for (let i = 0; i < 5; i++) {
      expect((await change(t, token, { mem_password: 'NewPass2026', mem_oldpassword: `guess${i}` })).json().rc_code).toBe('0');
    }
    const res = await change(t, token, { mem_password: 'NewPass2026', mem_oldpassword: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '0', rc_des: 'ใส่รหัสผ่านเดิมผิดเกินกำหนด กรุณาลองใหม่ในอีก 15 นาที' });
    t.clock.advanceMinutes(16);
    expect((await change(t, token, { mem_password: 'NewPass2026', mem_oldpassword: TEST_PASSWORD })).json().rc_code).toBe('1');
  });

  it('answers 401 without a session', async () => {
    const res = await memberPost(t.app, '/api/member/member_pass', undefined, { mem_password: 'a', mem_oldpassword: 'b' });
    expect(res.statusCode).toBe(401);
  });
});
