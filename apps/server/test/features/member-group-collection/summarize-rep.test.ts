import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, groupToken, OCT } from '../../support/member-groups';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('POST /api/membergroup/summarize_rep', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let token: string;
  const summary = (body?: unknown) => memberPost(t.app, '/api/membergroup/summarize_rep', token, body);

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addBilledGroups(t.database.db);
    token = await groupToken(t.app, groups.main);
  });
  afterAll(() => t.close());

  it('totals the month by item: shares, each loan type, deposits, cremation, other items', async () => {
    const res = await summary(OCT);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { kind: 'share', name: 'ค่าหุ้น', count: 3, principal: 0, interest: 0, amount: 1734.77 },
      { kind: 'loan', name: 'เงินกู้ฉุกเฉิน', count: 1, principal: 3000.15, interest: 210.05, amount: 3210.2 },
      { kind: 'deposit', name: 'เงินฝาก', count: 2, principal: 0, interest: 0, amount: 0.23 },
      { kind: 'cremation', name: 'เงินสงเคราะห์ศพ (ฌสอ.)', count: 1, principal: 0, interest: 0, amount: 40 },
      { kind: 'other', name: 'ISR', count: 1, principal: 0, interest: 0, amount: 99.99 },
    ]);
  });

  it('totals the month by sub-group with member counts', async () => {
    const body = (await summary(OCT)).json();
    expect(body.groups.map((g: { member_group_no: string; member_count: number; amounts: { total: number } }) => [g.member_group_no, g.member_count, g.amounts.total])).toEqual([
      [groups.unitA, 2, 3850.59],
      [groups.unitB, 1, 1234.6],
    ]);
  });

  it('makes the item amounts and the group totals add up to the same grand total', async () => {
    const body = (await summary(OCT)).json();
    const satang = (xs: number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0);
    expect(satang(body.items.map((i: { amount: number }) => i.amount))).toBe(508519);
    expect(body.total.total).toBe(5085.19);
    expect(body.member_count).toBe(3);
  });

  it("answers another group's number as not found", async () => {
    const res = await summary({ ...OCT, member_group_no: groups.other });
    expect(res.statusCode).toBe(404);
  });
});
