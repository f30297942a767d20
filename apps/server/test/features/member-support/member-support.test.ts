import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { STAFF_TEXT } from '../../../src/auth/staff-text';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { login, loginToken, memberPost } from '../../support/requests';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('member support in the staff console', () => {
  let t: TestContext;
  let supportUser: TestStaff;
  let support: string;
  let editor: string;
  beforeAll(async () => {
    t = await startTestApp();
    supportUser = await addStaffUser(t.database.db, 'support');
    support = await staffToken(t.app, supportUser, t.clock.now());
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
  });
  afterAll(() => t.close());

  /** The actions on the member; looking at the status is audited too, and has its own test. */
  const auditOf = (target: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'before', 'after'])
      .where('target', '=', target)
      .where('action', '<>', 'member.status_view')
      .orderBy('id')
      .execute();
  const lastAudit = (action: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'target', 'after']).where('action', '=', action).orderBy('id', 'desc').limit(1).executeTakeFirst();
  const status = async (no: string) => (await staffPost(t.app, endpoints.memberPortalStatus.path, support, { membership_no: no })).json();

  it('refuses an editor (403) and a member or group token (401) at every support call', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const memberToken = await loginToken(t.app, no);
    const group = await groupToken(t.app, await addMemberGroup(t.database.db));
    for (const path of [endpoints.memberSearch.path, endpoints.memberUnlock.path, endpoints.memberImpersonate.path]) {
      const body = { query: no, membership_no: no, reason: 'สมาชิกโทรมาสอบถามยอดหุ้น' };
      const byEditor = await staffPost(t.app, path, editor, body);
      expect(byEditor.statusCode).toBe(403);
      expect(byEditor.json().error).toBe(STAFF_TEXT.forbidden);
      expect((await staffPost(t.app, path, memberToken, body)).statusCode).toBe(401);
      expect((await staffPost(t.app, path, group, body)).statusCode).toBe(401);
    }
    expect(await auditOf(no)).toEqual([]);
  });

  it('finds members by number, padded or by its start, and by name, a page at a time', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { first_name: 'ค้นหาได้', last_name: 'นามสกุลพิเศษ' }, null);
    const byNumber = (await staffPost(t.app, endpoints.memberSearch.path, support, { query: String(Number(no)) })).json();
    expect(byNumber.data[0]).toEqual({ membership_no: no, prename: 'นาย', member_name: 'ค้นหาได้', member_surname: 'นามสกุลพิเศษ', member_group_no: '00059999', registered: false });
    const byName = (await staffPost(t.app, endpoints.memberSearch.path, support, { query: 'ค้นหา พิเศษ' })).json();
    expect(byName.data.map((m: { membership_no: string }) => m.membership_no)).toEqual([no]);
    expect(byName).toMatchObject({ page: 1, page_size: 20, total: 1, total_pages: 1 });
    const wildcard = (await staffPost(t.app, endpoints.memberSearch.path, support, { query: '%' })).json();
    expect(wildcard.total).toBe(0);
  });

  it('shows a locked member with the lock and its address, and an unlock lets the member in again, audited', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const wrong = () => t.app.inject({ method: 'POST', url: '/api/member/auth/login', payload: { membership_no: no, mem_password: 'wrong-one' }, remoteAddress: '10.44.0.7' });
    for (let i = 0; i < 6; i++) await wrong();
    const right = () => t.app.inject({ method: 'POST', url: '/api/member/auth/login', payload: { membership_no: no, mem_password: TEST_PASSWORD }, remoteAddress: '10.44.0.7' });
    expect((await right()).statusCode).toBe(429);

    const before = await status(no);
    expect(before.member.registered).toBe(true);
    expect(before.locks).toEqual([expect.objectContaining({ area: 'member', kind: 'pair' })]);
    expect(before.lock_history[0]).toMatchObject({ area: 'member', kind: 'pair', address: '10.44.0.7' });

    const unlock = await staffPost(t.app, endpoints.memberUnlock.path, support, { membership_no: no });
    expect(unlock.json()).toEqual({ rc_code: '1', rc_des: SUPPORT_TEXT.unlocked });
    expect((await status(no)).locks).toEqual([]);
    expect((await right()).statusCode).toBe(200);
    expect((await status(no)).last_login_at).not.toBeNull();
    const [entry] = await auditOf(no);
    expect(entry).toMatchObject({ action: 'member.unlock', before: { locks: [expect.objectContaining({ kind: 'pair' })] }, after: { locks: [] } });
  });

  it('ends every session of the member, which the member sees as a 401', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const tokens = [await loginToken(t.app, no), await loginToken(t.app, no)];
    expect((await status(no)).sessions).toHaveLength(2);
    expect((await staffPost(t.app, endpoints.memberEndSessions.path, support, { membership_no: no })).statusCode).toBe(200);
    for (const token of tokens) expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
    expect((await status(no)).sessions).toEqual([]);
    expect(await auditOf(no)).toEqual([expect.objectContaining({ action: 'member.end_sessions', before: { sessions: 2 }, after: { sessions: 0 } })]);
  });

  it('forces a password reset: the old password stops working, the account stays registered for /member/forget', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const token = await loginToken(t.app, no);
    const res = await staffPost(t.app, endpoints.memberForceReset.path, support, { membership_no: no });
    expect(res.json().rc_des).toBe(SUPPORT_TEXT.resetForced);
    expect((await login(t.app, no)).statusCode).toBe(401);
    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
    expect((await status(no)).member.registered).toBe(true);
    expect((await auditOf(no)).map((a) => a.action)).toEqual(['member.force_password_reset']);

    const unregistered = newMembershipNo();
    await addMember(t.database.db, unregistered, {}, null);
    const refused = await staffPost(t.app, endpoints.memberForceReset.path, support, { membership_no: unregistered });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(SUPPORT_TEXT.notRegistered);
  });

  it('answers an unknown member with a Thai 404, and audits no look', async () => {
    const no = newMembershipNo();
    const res = await staffPost(t.app, endpoints.memberPortalStatus.path, support, { membership_no: no });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(SUPPORT_TEXT.noMember);
    expect(await t.database.db.selectFrom('audit_log').select('action').where('target', '=', no).execute()).toEqual([]);
  });

  it('audits each search: who asked, what, and how many were found', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { first_name: 'ตรวจย้อน', last_name: 'ค้นหาทุกครั้ง' });
    expect((await staffPost(t.app, endpoints.memberSearch.path, support, { query: 'ตรวจย้อน ค้นหาทุกครั้ง' })).statusCode).toBe(200);
    expect(await lastAudit('member.search')).toEqual({
      actor: supportUser.username,
      target: '',
      after: { query: 'ตรวจย้อน ค้นหาทุกครั้ง', page: 1, rows: 1, total: 1 },
    });
  });

  it('audits no search that was refused', async () => {
    const before = await lastAudit('member.search');
    expect((await staffPost(t.app, endpoints.memberSearch.path, support, { query: '' })).statusCode).toBe(400);
    expect((await staffPost(t.app, endpoints.memberSearch.path, editor, { query: 'ตรวจย้อน' })).statusCode).toBe(403);
    expect(await lastAudit('member.search')).toEqual(before);
  });

  it('audits each look at a member’s status, by whom and at whom', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await status(no);
    const looks = await t.database.db.selectFrom('audit_log').select(['action', 'actor']).where('target', '=', no).execute();
    expect(looks).toEqual([{ action: 'member.status_view', actor: supportUser.username }]);
  });
});
