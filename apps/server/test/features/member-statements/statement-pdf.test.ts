import { endpointPath, endpoints, groupLetterCode } from '@coop/contract';
import { formatMoney } from '@coop/thai-format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { statementPages } from '../../../src/features/member-statements/statement-pdf';
import { addDepositAccount } from '../../support/factories/deposits';
import { addLoanContract } from '../../support/factories/loans';
import { addShares } from '../../support/factories/shares';
import { addMember, newMembershipNo } from '../../support/members';
import { readPdfQr } from '../../support/pdf-qr';
import { pdfText } from '../../support/pdf-text';
import { loginToken } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const COOP = 'สหกรณ์ออมทรัพย์ทดสอบรายการเคลื่อนไหว จำกัด';

describe('GET /api/member/statement_file/{kind}/pdf: a statement for a period as a verifiable PDF', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await writeSiteConfig(t.database.db, { coop_name_th: COOP, address: '99 ถนนทดสอบ', phones: ['02-000-0000'] });
  });
  afterAll(() => t.close());

  async function member() {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'นาง', first_name: 'มาลี', last_name: 'ศรีสุข' });
    return { no, token: await loginToken(t.app, no) };
  }
  const get = (token: string, kind: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberStatementPdf, { kind }), query, headers: { authorization: `Bearer ${token}` } });

  it('prints the deposit period: letterhead, member, account, period, opening and closing balances equal to SQL over the same rows, page x/y, code and QR', async () => {
    const m = await member();
    // a movement a day from 15 Jan 2020: the period 17–20 Jan 2020 holds lines 3 to 6
    const account = await addDepositAccount(t.database.db, m.no, {}, [1000, 200.5, -50.25, 300, -20.1, 5.55, 999]);
    // descriptions with สระอำ and with a tone mark over a lower vowel, which must read back as typed
    await t.database.db.updateTable('deposit_statements').set({ item_desc: 'ดอกเบี้ยเงินฝากประจำ' }).where('account_no', '=', account.account_no).where('seq', '=', 4).execute();
    await t.database.db.updateTable('deposit_statements').set({ item_desc: 'ถอนเงินผ่านตู้อัตโนมัติ' }).where('account_no', '=', account.account_no).where('seq', '=', 5).execute();
    const res = await get(m.token, 'deposit', { account: account.account_no, from: '17/01/2563', to: '20/01/2563' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-deposit-${account.account_no}-25630117-25630120.pdf"`);
    const { rows } = await sql<{ opening: number; closing: number; deposits: number; withdrawals: number }>`
      select (select balance from deposit_statements where account_no = ${account.account_no} and operate_date < '2020-01-17' order by seq desc limit 1) as opening,
        (select balance from deposit_statements where account_no = ${account.account_no} and operate_date <= '2020-01-20' order by seq desc limit 1) as closing,
        sum(amount) filter (where sign = 1) as deposits, sum(amount) filter (where sign = -1) as withdrawals
      from deposit_statements where account_no = ${account.account_no} and operate_date between '2020-01-17' and '2020-01-20'`.execute(t.database.db);
    const sums = rows[0]!;
    const text = pdfText(res.rawPayload);
    for (const words of [COOP.replaceAll(' ', ''), 'รายการเคลื่อนไหวบัญชีเงินฝาก', 'นางมาลีศรีสุข', m.no, account.account_no, '17มกราคม2563ถึง20มกราคม2563', 'ยอดยกมา', 'ยอดคงเหลือณวันสิ้นงวด', 'หน้า1/1']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('18/01/2563ดอกเบี้ยเงินฝากประจำ300.00');
    expect(text).toContain('19/01/2563ถอนเงินผ่านตู้อัตโนมัติ20.10');
    expect(text).toContain(`ยอดยกมา${formatMoney(sums.opening)}`);
    expect(text).toContain(`ยอดฝากรวม${formatMoney(sums.deposits)}`);
    expect(text).toContain(`ยอดถอนรวม${formatMoney(sums.withdrawals)}`);
    expect(text).toContain(`ยอดคงเหลือณวันสิ้นงวด${formatMoney(sums.closing)}`);
    const issued = await t.database.db.selectFrom('issued_documents').select(['code', 'fingerprint', 'kind']).where('membership_no', '=', m.no).executeTakeFirstOrThrow();
    expect(issued.kind).toBe('deposit_statement');
    expect(text).toContain(`รหัสเอกสาร${groupLetterCode(issued.code)}`);
    expect(text).toContain(issued.fingerprint.slice(0, 16));
    expect(readPdfQr(res.rawPayload)).toBe(`http://localhost:80/verify/${groupLetterCode(issued.code)}`);
  });

  it('numbers every page of a long statement x/y and ends with the closing balance', async () => {
    const m = await member();
    const movements = Array.from({ length: 130 }, (_, i) => (i % 3 === 2 ? -10 : 25.5));
    const account = await addDepositAccount(t.database.db, m.no, {}, movements);
    const res = await get(m.token, 'deposit', { account: account.account_no, from: '15/01/2563', to: '31/12/2563' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    // 130 lines and the closing row, a line a row: the page count is known before the first page is drawn
    const pages = statementPages(131);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`หน้า${page}/${pages}`);
    expect(text).not.toContain(`หน้า${pages + 1}/`);
    expect(text).toContain(`${formatMoney(account.balance)}ยอดคงเหลือณวันสิ้นงวด(130รายการ)`);
  });

  it('prints a loan contract’s period with the principal and interest paid', async () => {
    const m = await member();
    const loan = await addLoanContract(t.database.db, m.no);
    const res = await get(m.token, 'loan', { account: loan.contract_no, from: '01/01/2568', to: '22/11/2569' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('รายการเคลื่อนไหวเงินกู้');
    expect(text).toContain(loan.contract_no);
    expect(text).toContain('เงินต้นที่ชำระรวม');
  });

  it('prints the share statement without an account number', async () => {
    const m = await member();
    await addShares(t.database.db, m.no, { months: 4, monthly: 500 });
    const res = await get(m.token, 'share', { from: '01/01/2569', to: '30/06/2569' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('รายการเคลื่อนไหวทุนเรือนหุ้น');
    expect(text).toContain(`ยอดคงเหลือณวันสิ้นงวด${formatMoney(2000)}`);
  });
});
