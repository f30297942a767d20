import { PASSWORD_POLICY_TEXT } from '@coop/password-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGroupPasswordHash } from '../../../src/db/repositories/member-group-account-repository';
import { addMemberGroup, groupLogin, groupToken } from '../../support/member-groups';
import { addMember, TEST_PASSWORD } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const STRONG = 'ช้างเผือกกินกล้วยหอม';

const change = (t: TestContext, token: string, payload: unknown) =>
  memberPost(t.app, '/api/membergroup/member_pass', token, payload);

describe('POST /api/membergroup/member_pass', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('changes the password, keeps this session and ends the others', async () => {
    const group = await addMemberGroup(t.database.db);
    const here = await groupToken(t.app, group);
    const elsewhere = await groupToken(t.app, group);
    const res = await change(t, here, { mem_password: STRONG, mem_oldpassword: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' });
    expect((await memberPost(t.app, '/api/membergroup/user', here)).statusCode).toBe(200);
    expect((await memberPost(t.app, '/api/membergroup/user', elsewhere)).statusCode).toBe(401);
    expect((await groupLogin(t.app, group, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await groupLogin(t.app, group, STRONG)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong old password', { mem_password: STRONG, mem_oldpassword: 'wrong' }, 'รหัสผ่านเดิมไม่ถูกต้อง'],
    ['a short new password', { mem_password: 'Ab1', mem_oldpassword: TEST_PASSWORD }, PASSWORD_POLICY_TEXT.tooShort],
    ['the same password again', { mem_password: TEST_PASSWORD, mem_oldpassword: TEST_PASSWORD }, PASSWORD_POLICY_TEXT.sameAsOld],
  ])("answers rc_code '0' with a Thai rc_des for %s and changes nothing", async (_case, payload, message) => {
    const group = await addMemberGroup(t.database.db);
    const before = await findGroupPasswordHash(t.database.db, group);
    const res = await change(t, await groupToken(t.app, group), payload);
    expect(res.json()).toEqual({ rc_code: '0', rc_des: message });
    expect(await findGroupPasswordHash(t.database.db, group)).toEqual(before);
  });

  it("refuses a new password built from the group's number", async () => {
    const group = await addMemberGroup(t.database.db);
    const res = await change(t, await groupToken(t.app, group), { mem_password: `ช้างเผือก${group}กล้วย`, mem_oldpassword: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '0', rc_des: PASSWORD_POLICY_TEXT.personal });
  });

  it("refuses a member's token, changing nothing", async () => {
    await addMember(t.database.db, '0000201');
    const group = await addMemberGroup(t.database.db);
    const before = await findGroupPasswordHash(t.database.db, group);
    const res = await change(t, await loginToken(t.app, '0000201'), { mem_password: STRONG, mem_oldpassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(await findGroupPasswordHash(t.database.db, group)).toEqual(before);
  });
});
