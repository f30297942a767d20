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

  /** A sheet's rows below its heading, as plain values keyed by the heading's names (a formula as itself). */
  async function readRows(payload: Buffer, sheetIndex = 0, headRow = HEAD_ROW) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payload as unknown as ArrayBuffer);
    const sheet = book.worksheets[sheetIndex]!;
    const head = (sheet.getRow(headRow).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n <= headRow) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(head.map((h, i) => [h, values[i] ?? null])));
    });
    return { book, sheet, rows };
  }
  const memberRows = (rows: Record<string, unknown>[]) => rows.filter((r) => typeof r['ลำดับ'] === 'number');

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

  it('has one row per member, their loans summed in columns', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload);
    const members = memberRows(rows);
    expect(members.map((r) => r['เลขทะเบียน'])).toEqual([groups.members.first, groups.members.second, groups.members.third]);
    expect(members[0]).toMatchObject({
      'ชื่อ-สกุล': 'ส.อ.หนึ่ง ทดสอบ',
      'ค่าหุ้น': 500.1,
      'สัญญาเงินกู้': 'ฉ.0012/2567',
      'เงินกู้ เงินต้น': 3000.15,
      'เงินกู้ ดอกเบี้ย': 210.05,
      'ฌสอ.': 40,
      'อื่น ๆ': 99.99,
      'รวมเงิน': 3850.49,
    });
  });

  it('lists each loan on a sheet of its own with the balance before and after the deduction', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload, 1, 1);
    expect(rows[0]).toMatchObject({
      'เลขทะเบียน': groups.members.first,
      'สัญญาเงินกู้': 'ฉ.0012/2567',
      'เงินต้น': 3000.15,
      'ดอกเบี้ย': 210.05,
      'คงเหลือก่อนหัก': 21000.6,
      'คงเหลือหลังหัก': 18000.45,
    });
  });

  it('filters the member rows with an AutoFilter that covers nothing else', async () => {
    const { sheet } = await readRows((await get('?year=2026&month=10')).rawPayload);
    expect(sheet.autoFilter).toBe(`A${HEAD_ROW}:N${HEAD_ROW + 3}`);
  });

  it('totals below the data with formulas whose results are the sums of the member rows, to the satang', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload);
    const total = rows.find((r) => r['ชื่อ-สกุล'] === 'รวมทั้งสิ้น 3 คน')!;
    expect(total['รวมเงิน']).toEqual({ formula: `SUM(N${HEAD_ROW + 1}:N${HEAD_ROW + 3})`, result: 5085.19 });
    expect(total['ฌสอ.']).toEqual({ formula: `SUM(L${HEAD_ROW + 1}:L${HEAD_ROW + 3})`, result: 40 });
    const shown = rows.find((r) => r['ชื่อ-สกุล'] === 'รวมเฉพาะแถวที่กรองแสดง')!;
    expect(shown['รวมเงิน']).toEqual({ formula: `SUBTOTAL(109,N${HEAD_ROW + 1}:N${HEAD_ROW + 3})`, result: 5085.19 });
    const memberTotals = memberRows(rows).map((r) => Math.round(Number(r['รวมเงิน']) * 100));
    expect(memberTotals.reduce((a, b) => a + b, 0)).toBe(508519);
  });

  it('totals each sub-group with a SUMIF formula on its number', async () => {
    const { rows } = await readRows((await get('?year=2026&month=10')).rawPayload);
    const subtotals = rows.filter((r) => String(r['ชื่อ-สกุล']).startsWith('รวม กองพัน'));
    expect(subtotals.map((r) => r['รวมเงิน'])).toEqual([
      { formula: `SUMIF(B${HEAD_ROW + 1}:B${HEAD_ROW + 3},"${groups.unitA}",N${HEAD_ROW + 1}:N${HEAD_ROW + 3})`, result: 3850.59 },
      { formula: `SUMIF(B${HEAD_ROW + 1}:B${HEAD_ROW + 3},"${groups.unitB}",N${HEAD_ROW + 1}:N${HEAD_ROW + 3})`, result: 1234.6 },
    ]);
  });

  it('formats the money columns with two places', async () => {
    const { sheet } = await readRows((await get('?year=2026&month=10')).rawPayload);
    expect(sheet.getColumn(14).numFmt).toBe('#,##0.00');
  });

  it("answers another group's number as not found, and bad months with a Thai 400", async () => {
    expect((await get(`?year=2026&month=10&member_group_no=${groups.other}`)).statusCode).toBe(404);
    const bad = await get('?year=2026&month=13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/[ก-๙]/);
  });
});
