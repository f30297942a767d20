import { PASSWORD_POLICY_TEXT } from '@coop/password-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPasswordHash } from '../../../src/db/repositories/member-account-repository';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { login, loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const STRONG = 'ช้างเผือกกินกล้วยหอม';

const change = (t: TestContext, token: string, payload: unknown) =>
  memberPost(t.app, '/api/member/member_pass', token, payload);

describe('POST /api/member/member_pass', () => {
  const [changing, refused, invalid, guessing] = [newMembershipNo(), newMembershipNo(), newMembershipNo(), newMembershipNo()];
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    for (const no of [changing, refused, invalid, guessing]) await addMember(t.database.db, no);
  });
  afterAll(() => t.close());

  it('changes the password, keeps this session and revokes the others at once', async () => {
    const here = await loginToken(t.app, changing);
    const elsewhere = await loginToken(t.app, changing);
    // used just before, so the app has it cached
    expect((await memberPost(t.app, '/api/member/member_status', elsewhere)).statusCode).toBe(200);
    const res = await change(t, here, { mem_password: STRONG, mem_oldpassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' });

    expect((await memberPost(t.app, '/api/member/member_status', here)).statusCode).toBe(200);
    expect((await memberPost(t.app, '/api/member/member_status', elsewhere)).statusCode).toBe(401);
    expect((await login(t.app, changing, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, changing, STRONG)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong old password', { mem_password: STRONG, mem_oldpassword: 'wrong' }, 'รหัสผ่านเดิมไม่ถูกต้อง'],
    ['a short new password', { mem_password: 'Ab1', mem_oldpassword: TEST_PASSWORD }, PASSWORD_POLICY_TEXT.tooShort],
    ['the same password again', { mem_password: TEST_PASSWORD, mem_oldpassword: TEST_PASSWORD }, PASSWORD_POLICY_TEXT.sameAsOld],
  ])("answers rc_code '0' with a Thai rc_des for %s and changes nothing", async (_case, payload, message) => {
    const token = await loginToken(t.app, refused);
    const res = await change(t, token, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '0', rc_des: message });
    expect((await login(t.app, refused, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['missing fields', {}],
    ['a missing old password', { mem_password: STRONG }],
    ['wrong types', { mem_password: 12345678, mem_oldpassword: true }],
  ])('answers 400 in Thai for %s', async (_case, payload) => {
    const token = await loginToken(t.app, invalid);
    const res = await change(t, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().error).toMatch(/ไม่ถูกต้อง/);
  });

  it('stops guessing the old password after 5 tries', async () => {
    const token = await loginToken(t.app, guessing);
    for (let i = 0; i < 5; i++) {
      expect((await change(t, token, { mem_password: STRONG, mem_oldpassword: `guess${i}` })).json().rc_code).toBe('0');
    }
    const res = await change(t, token, { mem_password: STRONG, mem_oldpassword: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '0', rc_des: 'ใส่รหัสผ่านเดิมผิดเกินกำหนด กรุณาลองใหม่ในอีก 15 นาที' });
    t.clock.advanceMinutes(16);
    expect((await change(t, token, { mem_password: STRONG, mem_oldpassword: TEST_PASSWORD })).json().rc_code).toBe('1');
  });

  it('answers 401 without a session', async () => {
    const res = await memberPost(t.app, '/api/member/member_pass', undefined, { mem_password: 'a', mem_oldpassword: 'b' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/member/member_pass: the password policy', () => {
  const member = { no: '0047115', nationalId: '3101700203452', birthDate: '1987-12-25' };
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await addMember(t.database.db, member.no, { national_id: member.nationalId, birth_date: member.birthDate });
  });
  afterAll(() => t.close());

  it.each([
    ['Password1', PASSWORD_POLICY_TEXT.guessable],
    ['aaaaaaa1', PASSWORD_POLICY_TEXT.guessable],
    ['Kr9#vT2', PASSWORD_POLICY_TEXT.tooShort],
    ['Zebra0047115', PASSWORD_POLICY_TEXT.personal],
    ['Zebra47115lamp!', PASSWORD_POLICY_TEXT.personal],
    ['3101700203452', PASSWORD_POLICY_TEXT.personal],
    ['ม้าลาย-3-1017-00203-45-2', PASSWORD_POLICY_TEXT.personal],
    ['ม้าลาย25/12/2530', PASSWORD_POLICY_TEXT.personal],
    ['2530-12-25ม้าลาย', PASSWORD_POLICY_TEXT.personal],
    ['ม้าลาย19871225', PASSWORD_POLICY_TEXT.personal],
  ])("refuses %s with rc_code '0' and the Thai rule, and changes nothing", async (password, rule) => {
    const token = await loginToken(t.app, member.no);
    const before = await findPasswordHash(t.database.db, member.no);
    const res = await change(t, token, { mem_password: password, mem_oldpassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '0', rc_des: rule });
    expect(await findPasswordHash(t.database.db, member.no)).toEqual(before);
  });

  it('takes a strong passphrase', async () => {
    const token = await loginToken(t.app, member.no);
    const res = await change(t, token, { mem_password: 'correct horse battery staple', mem_oldpassword: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' });
    expect((await login(t.app, member.no, 'correct horse battery staple')).statusCode).toBe(200);
  });

  it('lets a member whose password predates the policy log in, and change it for a strong one', async () => {
    await addMember(t.database.db, '0004712', {}, 'aaaaaaa1');
    const token = await loginToken(t.app, '0004712', 'aaaaaaa1');
    const res = await change(t, token, { mem_password: 'Tiger-Lamp-Rain-42', mem_oldpassword: 'aaaaaaa1' });
    expect(res.json()).toMatchObject({ rc_code: '1' });
  });
});
