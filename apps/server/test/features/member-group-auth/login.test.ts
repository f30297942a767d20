import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGroupWithUnit, addMemberGroup, groupLogin } from '../../support/member-groups';
import { TEST_PASSWORD } from '../../support/members';
import { startTestApp, type TestContext } from '../../support/test-app';

const BAD_CREDENTIALS = 'รหัสหน่วยงานหรือรหัสผ่านไม่ถูกต้อง';

describe('POST /api/membergroup/auth/login', () => {
  let t: TestContext;
  let groups: { main: string; unit: string };
  beforeAll(async () => {
    t = await startTestApp();
    groups = await addGroupWithUnit(t.database.db);
  });
  afterAll(() => t.close());

  it('logs a group in with the token and the user record spec 3 stores under usermemgroup', async () => {
    const res = await groupLogin(t.app, groups.unit);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rc_code: '1',
      rc_des: 'เข้าสู่ระบบแล้ว',
      user: { member_group_no: groups.unit, member_group_name: 'กองพันทดสอบ', parent_group_name: 'กองทัพภาคทดสอบ' },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(120 * 60_000);
  });

  it('stores the session as a member-group session', async () => {
    await groupLogin(t.app, groups.main);
    const rows = await t.database.db.selectFrom('sessions').select(['kind']).where('subject', '=', groups.main).execute();
    expect(rows.map((r) => r.kind)).toEqual(['membergroup']);
  });

  it('keeps a remembered session for 7 days (decision 077)', async () => {
    const res = await groupLogin(t.app, groups.unit, TEST_PASSWORD, { remember: true });
    expect(new Date(res.json().expires_at).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600_000);
  });

  it('refuses a wrong password and an unknown group with the same Thai message', async () => {
    const wrong = await groupLogin(t.app, groups.main, 'not-the-password');
    const unknown = await groupLogin(t.app, '99999999', TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ rc_code: '0', code: 'BAD_CREDENTIALS', error: BAD_CREDENTIALS });
    }
  });

  it('refuses a member-group number that is not one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/membergroup/auth/login',
      payload: { member_group_no: "1' or '1'='1", member_group_pass: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ก-๙]/);
  });

  it('locks a group and address pair after five wrong passwords, with the Thai wait in minutes', async () => {
    const group = await addMemberGroup(t.database.db);
    for (let i = 0; i < 5; i++) expect((await groupLogin(t.app, group, 'wrong')).statusCode).toBe(401);
    const res = await groupLogin(t.app, group);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก 15 นาที');
    const locks = await t.database.db.selectFrom('login_locks').select(['area', 'kind']).where('membership_no', '=', group).execute();
    expect(locks).toEqual([{ area: 'membergroup', kind: 'pair' }]);
  });

  it("does not count a member's failures against a group of the same number", async () => {
    const group = await addMemberGroup(t.database.db);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: '/api/member/auth/login', payload: { membership_no: '7777777', mem_password: 'x' } });
    }
    expect((await groupLogin(t.app, group)).statusCode).toBe(200);
  });
});
