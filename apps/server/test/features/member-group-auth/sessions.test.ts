import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupWithUnit, groupToken } from '../../support/member-groups';
import { addMember } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const SESSION_ENDED = 'ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง';

describe('member-group sessions', () => {
  let t: TestContext;
  let main: string;
  let unit: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ main, unit } = await addGroupWithUnit(t.database.db));
    await addMember(t.database.db, '0000101', { member_group_no: unit });
    await addMember(t.database.db, '0000102', { member_group_no: unit });
    await addMember(t.database.db, '0000103', { member_group_no: main });
    await addMember(t.database.db, '0000104');
  });
  afterAll(() => t.close());

  it('getAuthUser answers the group for its token', async () => {
    const token = await groupToken(t.app, unit);
    const res = await memberPost(t.app, '/api/membergroup/auth/getAuthUser', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, rc_code: '1', data: { member_group_no: unit, member_group_name: 'กองพันทดสอบ' } });
  });

  it('getAuthUser answers 400 with data.error without a session', async () => {
    const res = await memberPost(t.app, '/api/membergroup/auth/getAuthUser', undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ rc_code: '0', data: { error: SESSION_ENDED } });
  });

  it('the current-user fetch counts the members of the group and of its sub-groups', async () => {
    const res = await memberPost(t.app, '/api/membergroup/user', await groupToken(t.app, main));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rc_code: '1',
      user: { member_group_no: main, member_group_name: 'กองทัพภาคทดสอบ', parent_group_name: null, member_count: 3, sub_group_count: 1 },
    });
  });

  it('the current-user fetch of a unit counts only its own members', async () => {
    const res = await memberPost(t.app, '/api/membergroup/user', await groupToken(t.app, unit));
    expect(res.json().user).toMatchObject({ member_count: 2, sub_group_count: 0, parent_group_name: 'กองทัพภาคทดสอบ' });
  });

  it('refuses a member token on the member-group routes', async () => {
    const token = await loginToken(t.app, '0000104');
    expect((await memberPost(t.app, '/api/membergroup/user', token)).statusCode).toBe(401);
    expect((await memberPost(t.app, '/api/membergroup/auth/getAuthUser', token)).statusCode).toBe(400);
    expect((await memberPost(t.app, '/api/membergroup/auth/logout', token)).statusCode).toBe(401);
  });

  it('refuses a group token on the member routes', async () => {
    const token = await groupToken(t.app, unit);
    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
    expect((await memberPost(t.app, '/api/member/auth/getAuthUser', token)).statusCode).toBe(400);
  });

  it('logout ends the session at once', async () => {
    const token = await groupToken(t.app, unit);
    const res = await memberPost(t.app, '/api/membergroup/auth/logout', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', message: 'ออกจากระบบเรียบร้อยแล้ว' });
    const after = await memberPost(t.app, '/api/membergroup/user', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(SESSION_ENDED);
  });
});
