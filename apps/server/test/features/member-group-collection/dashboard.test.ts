import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, addMemberGroup, groupToken } from '../../support/member-groups';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('POST /api/membergroup/dashboard', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addBilledGroups(t.database.db);
    token = await groupToken(t.app, groups.main);
  });
  afterAll(() => t.close());

  it('shows the newest month, nothing received while it is a bill, and the difference from the month before', async () => {
    const res = await memberPost(t.app, '/api/membergroup/dashboard', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      latest: { year: 2026, month: 11, posted: false, member_count: 1, amount: 500.1 },
      received: null,
      previous: { year: 2026, month: 10, posted: true, member_count: 3, amount: 5085.19 },
      difference: -4585.09,
    });
  });

  it('lists what the clerk must change in payroll: loans paid off, deposits, cremation and other items stopped, members gone', async () => {
    const body = (await memberPost(t.app, '/api/membergroup/dashboard', token)).json();
    type Change = { membership_no: string; kind: string; detail: string; before: number; after: number; change: number };
    expect(body.changes.map((c: Change) => [c.membership_no, c.kind, c.detail, c.before, c.after, c.change])).toEqual([
      [groups.members.first, 'loan_ended', 'ฉ.0012/2567', 3210.2, 0, -3210.2],
      [groups.members.first, 'deposit_changed', '', 0.2, 0, -0.2],
      [groups.members.first, 'cremation_changed', '', 40, 0, -40],
      [groups.members.first, 'other_changed', 'ISR', 99.99, 0, -99.99],
      [groups.members.second, 'left', '', 0.1, 0, -0.1],
      [groups.members.third, 'left', '', 1234.6, 0, -1234.6],
    ]);
  });

  it('answers a group without bills with a Thai 404', async () => {
    const empty = await addMemberGroup(t.database.db);
    const res = await memberPost(t.app, '/api/membergroup/dashboard', await groupToken(t.app, empty));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('ยังไม่มีข้อมูลเรียกเก็บของหน่วยงานนี้');
  });
});
