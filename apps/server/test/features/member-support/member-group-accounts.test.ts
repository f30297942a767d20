import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addMemberGroup, groupLogin, groupToken } from '../../support/member-groups';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('member-group accounts in the staff console', () => {
  let t: TestContext;
  let support: string;
  let next = 0;
  beforeAll(async () => {
    t = await startTestApp();
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
  });
  afterAll(() => t.close());

  /** A group from the core system that has no portal login yet. */
  async function groupWithoutAccount(): Promise<string> {
    next += 1;
    const no = `8${String(process.pid % 10_000).padStart(4, '0')}${String(next).padStart(3, '0')}`;
    await t.database.db.insertInto('member_groups').values({ member_group_no: no, name: `หน่วยใหม่ ${next}`, parent_no: null }).execute();
    return no;
  }
  const auditOf = (no: string) => t.database.db.selectFrom('audit_log').select(['action', 'after']).where('target', '=', no).orderBy('id').execute();

  it('lists groups with whether each has a login', async () => {
    const no = await groupWithoutAccount();
    const res = (await staffPost(t.app, endpoints.memberGroupSearch.path, support, { query: no })).json();
    expect(res.data).toEqual([{ member_group_no: no, name: expect.any(String), parent_no: null, has_account: false }]);
  });

  it('creates a login with a password made and shown once, which the group logs in with; a second create is refused', async () => {
    const no = await groupWithoutAccount();
    const res = await staffPost(t.app, endpoints.memberGroupAccountCreate.path, support, { member_group_no: no });
    expect(res.statusCode).toBe(200);
    const { generated_password: password, rc_des: message } = res.json();
    expect(message).toBe(SUPPORT_TEXT.groupAccountCreated);
    expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect((await groupLogin(t.app, no, password)).statusCode).toBe(200);
    const again = await staffPost(t.app, endpoints.memberGroupAccountCreate.path, support, { member_group_no: no });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(SUPPORT_TEXT.groupHasAccount);
    expect(await auditOf(no)).toEqual([{ action: 'member_group.create_account', after: { has_account: true, generated_password: true } }]);
  });

  it('resets a password under the policy and ends the group’s sessions; a weak one is refused in Thai', async () => {
    const no = await addMemberGroup(t.database.db);
    const token = await groupToken(t.app, no);
    const weak = await staffPost(t.app, endpoints.memberGroupPasswordReset.path, support, { member_group_no: no, password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/[\u0E00-\u0E7F]/);
    const res = await staffPost(t.app, endpoints.memberGroupPasswordReset.path, support, { member_group_no: no, password: 'Quiet-Harbour-Lantern-82' });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: SUPPORT_TEXT.groupPasswordReset });
    expect((await groupLogin(t.app, no, 'Quiet-Harbour-Lantern-82')).statusCode).toBe(200);
    const check = await t.app.inject({ method: 'POST', url: '/api/membergroup/auth/getAuthUser', headers: { authorization: `Bearer ${token}` } });
    expect(check.statusCode).not.toBe(200);
    expect((await auditOf(no)).map((a) => a.action)).toEqual(['member_group.reset_password']);
  });

  it('refuses a reset for a group without a login, and an unknown group', async () => {
    const res = await staffPost(t.app, endpoints.memberGroupPasswordReset.path, support, { member_group_no: await groupWithoutAccount() });
    expect(res.json().error).toBe(SUPPORT_TEXT.groupHasNoAccount);
    const unknown = await staffPost(t.app, endpoints.memberGroupAccountCreate.path, support, { member_group_no: '77777777' });
    expect(unknown.statusCode).toBe(404);
  });
});
