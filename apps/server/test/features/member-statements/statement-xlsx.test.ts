import { endpointPath, endpoints } from '@coop/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanContract } from '../../support/factories/loans';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('GET /api/member/statement_file/{kind}/xlsx: a statement for a period as a workbook', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function member() {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    return { no, token: await loginToken(t.app, no) };
  }
  const get = (token: string, kind: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberStatementXlsx, { kind }), query, headers: { authorization: `Bearer ${token}` } });
  async function sheetOf(payload: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payload as unknown as ArrayBuffer);
    return book.worksheets[0]!;
  }

  it('writes a header row, one row a line with dates as dates and amounts as numbers equal to SQL sums, and an AutoFilter over them', async () => {
    const m = await member();
    const account = await addDepositAccount(t.database.db, m.no, {}, [1000, 200.5, -50.25, 300, -20.1, 5.55, 999]);
    const res = await get(m.token, 'deposit', { account: account.account_no, from: '16/01/2563', to: '20/01/2563' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(endpoints.memberStatementXlsx.file);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-deposit-${account.account_no}-25630116-25630120.xlsx"`);
    const sheet = await sheetOf(res.rawPayload);
    const headRow = sheet.getRow(8);
    expect(headRow.values).toEqual([undefined, 'วันที่', 'รายการ', 'ฝาก', 'ถอน', 'คงเหลือ']);
    const rows = Array.from({ length: 5 }, (_, i) => sheet.getRow(9 + i));
    expect(rows[0]!.getCell(1).value).toEqual(new Date('2020-01-16T00:00:00Z'));
    expect(rows[0]!.getCell(3).value).toBe(200.5);
    expect(rows[1]!.getCell(4).value).toBe(50.25);
    expect(sheet.getRow(14).values).toEqual([]);
    const { rows: sums } = await sql<{ deposits: number; withdrawals: number }>`
      select sum(amount) filter (where sign = 1) as deposits, sum(amount) filter (where sign = -1) as withdrawals
      from deposit_statements where account_no = ${account.account_no} and operate_date between '2020-01-16' and '2020-01-20'`.execute(t.database.db);
    const sumColumn = (c: number) => Math.round(rows.reduce((s, r) => s + Number(r.getCell(c).value ?? 0), 0) * 100) / 100;
    expect(sumColumn(3)).toBe(sums[0]!.deposits);
    expect(sumColumn(4)).toBe(sums[0]!.withdrawals);
    expect(rows[4]!.getCell(5).value).toBe(1435.7);
    expect(sheet.autoFilter).toBe('A8:E13');
    expect(sheet.getCell('B5').value).toBe(1000);
    expect(sheet.getCell('B6').value).toBe(1435.7);
  });

  it('writes a loan’s principal, interest and amount as numbers', async () => {
    const m = await member();
    const loan = await addLoanContract(t.database.db, m.no, { paidPeriods: 4 });
    const res = await get(m.token, 'loan', { account: loan.contract_no, from: '01/07/2568', to: '31/12/2568' });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getRow(8).values).toEqual([undefined, 'วันที่', 'งวด', 'รายการ', 'เงินต้น', 'ดอกเบี้ย', 'ยอดชำระ', 'เงินต้นคงเหลือ']);
    expect(sheet.getRow(9).getCell(4).value).toBe(loan.installment_amount);
    expect(sheet.getRow(12).getCell(7).value).toBe(loan.approved_amount - 4 * loan.installment_amount);
  });
});
