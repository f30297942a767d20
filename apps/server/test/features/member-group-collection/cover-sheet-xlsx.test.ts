import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, groupToken } from '../../support/member-groups';
import { startTestApp, type TestContext } from '../../support/test-app';

const HEAD_ROW = 5;

describe('GET /api/membergroup/keeprep/xlsx', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let token: string;
  const get = (query: string, as = token) =>
    t.app.inject({ method: 'GET', url: `/api/membergroup/keeprep/xlsx${query}`, headers: { authorization: `Bearer ${as}` } });

  /** The sheet's rows below the heading, as plain values keyed by the heading's names. */
  async function readRows(payload: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const head = (sheet.getRow(HEAD_ROW).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n <= HEAD_ROW) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(head.map((h, i) => [h, values[i] ?? null])));
    });
    return { sheet, rows };
  }

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addBilledGroups(t.database.db);
    token = await groupToken(t.app, groups.main);
  });
  afterAll(() => t.close());

  it('downloads an Excel workbook named by group and Buddhist year', async () => {
    const res = await get('?year=2026&month=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="keeprep-${groups.main}-2569-10.xlsx"`);
  });

  it('has one row per member with the loan balance before and after the deduction', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload);
    const first = rows.find((r) => r['เลขทะเบียน'] === groups.members.first);
    expect(first).toMatchObject({
      'ชื่อ-สกุล': 'ส.อ.หนึ่ง ทดสอบ',
      'ค่าหุ้น': 500.1,
      'สัญญาเงินกู้': 'ฉ.0012/2567',
      'เงินต้น': 3000.15,
      'ดอกเบี้ย': 210.05,
      'คงเหลือก่อนหัก': 21000.6,
      'คงเหลือหลังหัก': 18000.45,
      'รวมเงิน': 3850.49,
    });
  });

  it('ends with a grand total equal to the sum of the member rows, to the satang', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload);
    const memberTotals = rows.filter((r) => typeof r['ลำดับ'] === 'number').map((r) => Math.round(Number(r['รวมเงิน']) * 100));
    const last = rows.at(-1)!;
    expect(last['ชื่อ-สกุล']).toBe('รวมทั้งสิ้น 3 คน');
    expect(last['รวมเงิน']).toBe(5085.19);
    expect(memberTotals.reduce((a, b) => a + b, 0)).toBe(508519);
  });

  it('keeps a subtotal row per sub-group', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload);
    const subtotals = rows.filter((r) => String(r['ชื่อ-สกุล']).startsWith('รวม กองพัน'));
    expect(subtotals.map((r) => r['รวมเงิน'])).toEqual([3850.59, 1234.6]);
  });

  it('formats the money columns with two places', async () => {
    const { sheet } = await readRows((await get('?year=2026&month=10')).rawPayload);
    expect(sheet.getColumn(17).numFmt).toBe('#,##0.00');
  });

  it("answers another group's number as not found, and bad months with a Thai 400", async () => {
    expect((await get(`?year=2026&month=10&member_group_no=${groups.other}`)).statusCode).toBe(404);
    const bad = await get('?year=2026&month=13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/[ก-๙]/);
  });
});
