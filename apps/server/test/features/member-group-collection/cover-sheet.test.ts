import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, groupToken, OCT } from '../../support/member-groups';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('POST /api/membergroup/keeprep', () => {
  let t: TestContext;
  let main: string;
  let unitA: string;
  let unitB: string;
  let other: string;
  let members: Awaited<ReturnType<typeof addBilledGroups>>['members'];
  let token: string;
  const keeprep = (body?: unknown, as = token) => memberPost(t.app, '/api/membergroup/keeprep', as, body);

  beforeAll(async () => {
    t = await startTestApp();
    ({ main, unitA, unitB, other, members } = await addBilledGroups(t.database.db));
    token = await groupToken(t.app, main);
  });
  afterAll(() => t.close());

  it('answers the newest month by default', async () => {
    const res = await keeprep();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ year: 2026, month: 11, posted: false, member_count: 1 });
  });

  it("draws one line per member with each loan, grouped by sub-group", async () => {
    const body = (await keeprep(OCT)).json();
    expect(body.groups.map((g: { member_group_no: string }) => g.member_group_no)).toEqual([unitA, unitB]);
    expect(body.groups[0].members[0]).toEqual({
      membership_no: members.first,
      full_name: 'ส.อ.หนึ่ง ทดสอบ',
      share_period: 120,
      loans: [{ contract_no: 'ฉ.0012/2567', loan_type_name: 'เงินกู้ฉุกเฉิน', period: 7, principal: 3000.15, interest: 210.05, balance_after: 18000.45 }],
      amounts: { share: 500.1, loan_principal: 3000.15, loan_interest: 210.05, deposit: 0.2, cremation: 40, other: 99.99, total: 3850.49 },
    });
  });

  it('makes every subtotal and the grand total equal the SQL sum of the lines, to the satang', async () => {
    const body = (await keeprep(OCT)).json();
    const sqlSum = async (groups: string[]) => {
      const { rows } = await sql<{ total: string }>`
        select coalesce(sum(l.amount), 0)::text as total from kep_lines l join members m on m.membership_no = l.membership_no
        where l.year = 2026 and l.month = 10 and m.member_group_no in (${sql.join(groups)})`.execute(t.database.db);
      return Number(rows[0]!.total);
    };
    expect(body.groups[0].subtotal.total).toBe(await sqlSum([unitA]));
    expect(body.groups[1].subtotal.total).toBe(await sqlSum([unitB]));
    expect(body.total.total).toBe(await sqlSum([main, unitA, unitB]));
    expect(body.total).toEqual({ share: 1734.77, loan_principal: 3000.15, loan_interest: 210.05, deposit: 0.23, cremation: 40, other: 99.99, total: 5085.19 });
  });

  it('leaves out the members of groups outside the tree', async () => {
    const body = (await keeprep(OCT)).json();
    const listed = body.groups.flatMap((g: { members: { membership_no: string }[] }) => g.members.map((m) => m.membership_no));
    expect(listed).toEqual([members.first, members.second, members.third]);
  });

  it('narrows to one sub-group of the tree', async () => {
    const body = (await keeprep({ ...OCT, member_group_no: unitB })).json();
    expect(body.groups.map((g: { member_group_no: string }) => g.member_group_no)).toEqual([unitB]);
    expect(body.total.total).toBe(1234.6);
  });

  it("answers another group's number as one that does not exist", async () => {
    for (const no of [other, '00000000']) {
      const res = await keeprep({ ...OCT, member_group_no: no });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ rc_code: '0', code: 'NOT_FOUND', error: 'ไม่พบหน่วยงานที่ระบุ' });
    }
  });

  it('does not let a sub-group read its main group', async () => {
    const res = await keeprep({ ...OCT, member_group_no: main }, await groupToken(t.app, unitA));
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['month 13', { year: 2026, month: 13 }],
    ['year 0000', { year: 0, month: 10 }],
    ['a month as text', { year: 2026, month: 'ตุลาคม' }],
    ['a year without a month', { year: 2026 }],
  ])('refuses %s with a Thai 400', async (_case, body) => {
    const res = await keeprep(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ก-๙]/);
  });

  it('answers a month without data with a Thai 404', async () => {
    const res = await keeprep({ year: 2025, month: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('ไม่มีข้อมูลเรียกเก็บของเดือนที่เลือก');
  });

  it('lists only the months with data, newest first, with their figures', async () => {
    const res = await memberPost(t.app, '/api/membergroup/collection_months', token);
    expect(res.json()).toEqual({
      rc_code: '1',
      months: [
        { year: 2026, month: 11, posted: false, member_count: 1, amount: 500.1 },
        { year: 2026, month: 10, posted: true, member_count: 3, amount: 5085.19 },
      ],
    });
  });
});
