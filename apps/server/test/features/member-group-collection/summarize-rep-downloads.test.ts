import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, groupToken } from '../../support/member-groups';
import { pdfText } from '../../support/pdf-text';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the collection summary downloads', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let token: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addBilledGroups(t.database.db);
    token = await groupToken(t.app, groups.main);
  });
  afterAll(() => t.close());

  it('gives the summary as a PDF with the item and group totals', async () => {
    const res = await get('/api/membergroup/summarize_rep/pdf?year=2026&month=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="summary-${groups.main}-2569-10.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const figure of ['1,734.77', '3,000.15', '5,085.19', '3,850.59']) expect(text).toContain(figure);
  });

  it('gives the summary as a workbook whose item amounts add up to the grand total', async () => {
    const res = await get('/api/membergroup/summarize_rep/xlsx?year=2026&month=10');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const items = book.getWorksheet('ตามประเภทรายการ')!;
    const amounts: number[] = [];
    items.eachRow((row, n) => {
      if (n > 2) amounts.push(Number(row.getCell(5).value));
    });
    const total = amounts.pop();
    expect(total).toBe(5085.19);
    expect(amounts.reduce((s, a) => s + Math.round(a * 100), 0)).toBe(508519);
  });

  it("answers another group's number as not found", async () => {
    expect((await get(`/api/membergroup/summarize_rep/pdf?year=2026&month=10&member_group_no=${groups.other}`)).statusCode).toBe(404);
  });
});

describe('the dashboard changes download', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists each change for payroll, one row a change', async () => {
    const groups = await addBilledGroups(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/membergroup/dashboard/xlsx',
      headers: { authorization: `Bearer ${await groupToken(t.app, groups.main)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="changes-${groups.main}-2569-11.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    // the heading is row 3; the changes follow it, and their sum comes after a blank row
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 3 && n < 10) rows.push((row.values as unknown[]).slice(1));
    });
    const first = [groups.members.first, 'ส.อ.หนึ่ง ทดสอบ', groups.unitA];
    expect(rows).toEqual([
      [...first, 'สิ้นสุดการหักเงินกู้', 'ฉ.0012/2567', 3210.2, 0, -3210.2, 500.1],
      [...first, 'เงินฝากเปลี่ยน', '', 0.2, 0, -0.2, 500.1],
      [...first, 'เงินสงเคราะห์ศพ (ฌสอ.) เปลี่ยน', '', 40, 0, -40, 500.1],
      [...first, 'รายการอื่นเปลี่ยน', 'ISR', 99.99, 0, -99.99, 500.1],
      [groups.members.second, `นายทดสอบ สมาชิก${groups.members.second}`, groups.unitA, 'ไม่มียอดหักเดือนนี้', '', 0.1, 0, -0.1, 0],
      [groups.members.third, `นายทดสอบ สมาชิก${groups.members.third}`, groups.unitB, 'ไม่มียอดหักเดือนนี้', '', 1234.6, 0, -1234.6, 0],
    ]);
  });
});
