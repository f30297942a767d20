import { sumBaht } from '@coop/thai-format';
import { endpoints } from '@coop/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/database';
import { addChangingGroups, groupToken, NOV, OCT } from '../../support/member-groups';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

interface Change {
  membership_no: string;
  kind: string;
  detail: string;
  before: number | null;
  after: number | null;
  change: number;
  new_total: number;
}

/** The lines billed to the groups, by the database's own numeric sums: what the dashboard must agree with. */
const billedLines = (groups: readonly string[], month: { year: number; month: number }) => sql`
  select l.membership_no, l.amount from kep_headers h
  join kep_lines l on l.membership_no = h.membership_no and l.year = h.year and l.month = h.month and l.seq = h.seq
  where h.member_group_no in (${sql.join(groups)}) and h.year = ${month.year} and h.month = ${month.month}`;

async function sqlSum(db: Db, groups: readonly string[], month: { year: number; month: number }): Promise<number> {
  const { rows } = await sql<{ total: number }>`select coalesce(sum(amount), 0) as total from (${billedLines(groups, month)}) b`.execute(db);
  return rows[0]!.total;
}

async function sqlDifference(db: Db, groups: readonly string[]): Promise<number> {
  const { rows } = await sql<{ difference: number }>`
    select (select coalesce(sum(amount), 0) from (${billedLines(groups, NOV)}) n) - (select coalesce(sum(amount), 0) from (${billedLines(groups, OCT)}) o) as difference`.execute(db);
  return rows[0]!.difference;
}

/** The dashboard's change from last month against the database's sums of a group whose bill changed in every way. */
describe('the dashboard reconciles with the lines', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addChangingGroups>>;
  let tree: string[];
  let token: string;
  let body: { latest: { amount: number }; previous: { amount: number }; difference: number; changes: Change[] };

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addChangingGroups(t.database.db);
    tree = [groups.main, groups.unitA, groups.unitB];
    token = await groupToken(t.app, groups.main);
    body = (await memberPost(t.app, endpoints.collectionDashboard.path, token)).json();
  });
  afterAll(() => t.close());

  it("gives each month's amount and the difference as the database sums the tree's lines", async () => {
    const db = t.database.db;
    expect(body.latest.amount).toBe(await sqlSum(db, tree, NOV));
    expect(body.previous.amount).toBe(await sqlSum(db, tree, OCT));
    expect(body.difference).toBe(await sqlDifference(db, tree));
  });

  it('lists changes that add up to the difference to the satang', () => {
    expect(sumBaht(body.changes.map((c) => c.change))).toBe(body.difference);
  });

  it('lists cremation and other items, raised and lowered, with the sign of each change', () => {
    const of = (kind: string) => body.changes.filter((c) => c.membership_no === groups.members.changed && c.kind === kind);
    expect(of('cremation_changed').map((c) => [c.before, c.after, c.change])).toEqual([[40.1, 55.5, 15.4]]);
    expect(of('other_changed').map((c) => [c.detail, c.change])).toEqual([
      ['ค่าธรรมเนียม', 10.01],
      ['เบี้ยประกันชีวิต', -99.99],
    ]);
    expect(of('installment_changed').map((c) => [c.detail, c.change])).toEqual([['สม.0001/2567', -4.5]]);
    expect(of('loan_started').map((c) => [c.detail, c.change])).toEqual([['ฉ.0099/2569', 200.3]]);
    expect(of('share_changed').map((c) => c.change)).toEqual([100.1]);
  });

  it('names a member gone and one new once each for the whole deduction, and a loan paid off by its contract', () => {
    const rows = (no: string) => body.changes.filter((c) => c.membership_no === no).map((c) => [c.kind, c.detail, c.change, c.new_total]);
    expect(rows(groups.members.gone)).toEqual([['left', '', -0.3, 0]]);
    expect(rows(groups.members.arrived)).toEqual([['new', '', 320.4, 320.4]]);
    expect(rows(groups.members.paidOff)).toEqual([['loan_ended', 'สม.0777/2565', -3210.2, 250]]);
    expect(rows(groups.members.same)).toEqual([]);
    expect(rows(groups.members.outside)).toEqual([]);
  });

  it('names a move between sub-groups without adding to the difference, and the deposit that changed with it', () => {
    const moved = body.changes.filter((c) => c.membership_no === groups.members.moved);
    expect(moved.map((c) => [c.kind, c.detail, c.before, c.after, c.change])).toEqual([
      ['moved', groups.unitA, null, null, 0],
      ['deposit_changed', '', 0.1, 0.3, 0.2],
    ]);
  });

  it("gives every change the member's whole deduction this month, as the database sums it", async () => {
    const { rows } = await sql<{ membership_no: string; total: number }>`
      select membership_no, sum(amount) as total from (${billedLines(tree, NOV)}) b group by membership_no`.execute(t.database.db);
    const totals = new Map(rows.map((r) => [r.membership_no, r.total]));
    for (const c of body.changes) expect([c.membership_no, c.new_total]).toEqual([c.membership_no, totals.get(c.membership_no) ?? 0]);
  });

  it('downloads the changes with the new total, the signed change and their sum as a formula under the filtered rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpoints.collectionChangesXlsx.path, headers: { authorization: `Bearer ${token}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const head = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(head).toEqual(['เลขทะเบียน', 'ชื่อ-สกุล', 'หน่วยงาน', 'รายการ', 'รายละเอียด', 'ยอดเดิม', 'ยอดใหม่', 'เพิ่ม/ลด', 'ยอดหักรวมเดือนนี้']);
    const last = 3 + body.changes.length;
    expect(sheet.autoFilter).toBe(`A3:I${last}`);
    const dataRows = Array.from({ length: body.changes.length }, (_, i) => sheet.getRow(4 + i));
    expect(dataRows.map((r) => [r.getCell(1).value, r.getCell(8).value, r.getCell(9).value])).toEqual(
      body.changes.map((c) => [c.membership_no, c.change, c.new_total]),
    );
    const sum = sheet.getRow(last + 2).getCell(8).value as ExcelJS.CellFormulaValue;
    expect(sum).toEqual({ formula: `SUM(H4:H${last})`, result: body.difference });
    expect(sheet.getColumn(8).numFmt).toBe('+#,##0.00;"−"#,##0.00;0.00');
  });
});
