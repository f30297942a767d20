import { endpoints } from '@coop/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TEXT as T } from '../../../src/features/broadcasts/broadcast-text';
import { addBalanceLines, addCampaign, addResponse } from '../../support/factories/confirmation';
import { addLoanContract } from '../../support/factories/loans';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

/**
 * The counts staff see before sending (issue 25 item 7): each audience's members counted by the app and by SQL the
 * test writes itself, over groups, sub-groups, loans and letters the factories made (per channel: broadcast-reach).
 */
describe('broadcast audiences: how many members each reaches', () => {
  let t: TestContext;
  let token: string;
  const tree = { main: '', unit: '', squad: '', other: '' };
  beforeAll(async () => {
    t = await startTestApp();
    token = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    const db = t.database.db;
    // main → unit → squad, and a group beside them
    tree.main = await addMemberGroup(db, { name: 'กองบัญชาการทดสอบ' });
    tree.unit = await addMemberGroup(db, { parent: tree.main });
    tree.squad = await addMemberGroup(db, { parent: tree.unit });
    tree.other = await addMemberGroup(db);
    const counts = { main: 2, unit: 3, squad: 1, other: 4 };
    for (const group of ['main', 'unit', 'squad', 'other'] as const) {
      for (let i = 0; i < counts[group]; i += 1) await addMember(db, newMembershipNo(), { member_group_no: tree[group] }, null);
    }
    // a member who left, in the main group, holding a loan: in no audience
    const left = newMembershipNo();
    await addMember(db, left, { member_group_no: tree.main, member_status: 'ลาออก' }, null);
    await addLoanContract(db, left, { fields: { loan_type_code: '30', loan_type_name: 'เงินกู้พิเศษ' } });
  });
  afterAll(() => t.close());

  const reach = (audience: { kind: string; value: string }) => staffPost(t.app, endpoints.broadcastReach.path, token, { audience });
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(t.database.db)).rows[0]!.n);

  it('everyone: every member whose membership has not ended', async () => {
    const expected = await count(sql<{ n: string }>`select count(*) as n from members where member_status not in ('ลาออก', 'พ้นสภาพ', 'เสียชีวิต')`);
    const res = await reach({ kind: 'everyone', value: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().members).toBe(expected);
    expect(res.json().channels[0]).toEqual({ channel: 'inbox', members: expected, configured: true });
  });

  it('a group: its own members and its sub-groups’ at any depth, not the group beside it', async () => {
    const expected = await count(sql<{ n: string }>`
      select count(*) as n from members m
      where m.member_status = 'ปกติ' and m.member_group_no in (${tree.main}, ${tree.unit}, ${tree.squad})`);
    expect(expected).toBe(6);
    expect((await reach({ kind: 'group', value: tree.main })).json().members).toBe(expected);
    expect((await reach({ kind: 'group', value: tree.unit })).json().members).toBe(4);
    expect((await reach({ kind: 'group', value: tree.other })).json().members).toBe(4);
  });

  it('a loan type: members holding an open contract of it, each once however many contracts', async () => {
    const db = t.database.db;
    const a = newMembershipNo();
    const b = newMembershipNo();
    const closed = newMembershipNo();
    for (const no of [a, b, closed]) await addMember(db, no, {}, null);
    await addLoanContract(db, a, { fields: { loan_type_code: '30', loan_type_name: 'เงินกู้พิเศษ' } });
    await addLoanContract(db, a, { fields: { loan_type_code: '30', loan_type_name: 'เงินกู้พิเศษ' } });
    await addLoanContract(db, b, { fields: { loan_type_code: '30', loan_type_name: 'เงินกู้พิเศษ' } });
    await addLoanContract(db, closed, { fields: { loan_type_code: '30', loan_type_name: 'เงินกู้พิเศษ', closed: true } });
    const expected = await count(sql<{ n: string }>`
      select count(distinct l.membership_no) as n from loan_contracts l join members m using (membership_no)
      where l.loan_type_code = '30' and not l.closed and m.member_status = 'ปกติ'`);
    expect(expected).toBe(2);
    expect((await reach({ kind: 'loan_type', value: '30' })).json().members).toBe(expected);
    const choices = await t.app.inject({ method: 'GET', url: endpoints.broadcastChoices.path, headers: { authorization: `Bearer ${token}` } });
    expect(choices.json().loan_types).toContainEqual({ code: '30', name: 'เงินกู้พิเศษ' });
  });

  it('members who have not answered this year’s open letter; last year’s letter does not count', async () => {
    const db = t.database.db;
    const year = 2026;
    const lastYear = await addCampaign(db, year - 1, { status: 'closed' });
    const campaign = await addCampaign(db, year);
    const [answered, waiting, oldOnly] = [newMembershipNo(), newMembershipNo(), newMembershipNo()];
    for (const no of [answered, waiting, oldOnly]) await addMember(db, no, {}, null);
    for (const no of [answered, waiting]) await addBalanceLines(db, campaign, no);
    await addBalanceLines(db, lastYear, oldOnly);
    await addResponse(db, campaign, answered);
    const expected = await count(sql<{ n: string }>`
      select count(*) as n from (select distinct membership_no from confirmation_balances where campaign_id = ${campaign}) b
      where not exists (select 1 from confirmation_responses r where r.campaign_id = ${campaign} and r.membership_no = b.membership_no)`);
    expect(expected).toBe(1);
    expect((await reach({ kind: 'unanswered', value: '' })).json().members).toBe(expected);
    const choices = await t.app.inject({ method: 'GET', url: endpoints.broadcastChoices.path, headers: { authorization: `Bearer ${token}` } });
    expect(choices.json().letter_year).toBe(year);
  });

  it('refuses in Thai a group that does not exist or a missing loan type', async () => {
    const noGroup = await reach({ kind: 'group', value: '99999999' });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json()).toMatchObject({ rc_code: '0', error: T.noSuchGroup });
    expect((await reach({ kind: 'loan_type', value: '' })).json()).toMatchObject({ error: T.loanTypeNeeded });
  });
});
