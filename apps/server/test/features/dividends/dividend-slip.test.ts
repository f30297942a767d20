import { endpointPath, endpoints, groupLetterCode } from '@coop/contract';
import { formatMoney } from '@coop/thai-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_DIVIDEND_FOR_YEAR } from '../../../src/features/dividends/dividend-slip';
import { addDividend } from '../../support/factories/dividends';
import { addMember, newMembershipNo } from '../../support/members';
import { readPdfQr } from '../../support/pdf-qr';
import { pdfText } from '../../support/pdf-text';
import { loginToken } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('GET /api/member/dividend_slip/{year}: the dividend and refund slip of an approved year', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function member() {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'นาย', first_name: 'ปันผล', last_name: 'เฉลี่ยคืน' });
    return { no, token: await loginToken(t.app, no) };
  }
  const get = (token: string, year: string | number) =>
    t.app.inject({ method: 'GET', url: endpointPath(endpoints.dividendSlip, { year }), headers: { authorization: `Bearer ${token}` } });

  it('prints the shares and rate, the dividend, the interest paid and refund, the deduction, the net, the paid date and account, with a code and QR', async () => {
    const m = await member();
    await addDividend(t.database.db, m.no, { year: 2025, shareBase: 48_000, rate: 5.25, deduction: 100 });
    await t.database.db.updateTable('dividends').set({ interest_paid: 3210.5, refund_amount: 481.58, net_amount: 2901.58 }).where('membership_no', '=', m.no).execute();
    const row = await t.database.db.selectFrom('dividends').selectAll().where('membership_no', '=', m.no).executeTakeFirstOrThrow();
    const res = await get(m.token, 2025);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dividend-${m.no}-2568.pdf"`);
    const text = pdfText(res.rawPayload);
    for (const words of [
      'ใบแจ้งเงินปันผลและเงินเฉลี่ยคืนประจำปี2568',
      'นายปันผลเฉลี่ยคืน',
      m.no,
      `เงินปันผลตามหุ้น${formatMoney(row.share_base)}5.25%${formatMoney(row.dividend_amount)}`,
      `เงินเฉลี่ยคืนตามดอกเบี้ยเงินกู้ที่ชำระ${formatMoney(3210.5)}0%${formatMoney(481.58)}`,
      `หักค่าบำรุง-${formatMoney(100)}`,
      `คงเหลือจ่ายสุทธิ${formatMoney(2901.58)}`,
      'จ่ายโดยโอนเข้าบัญชีธนาคารทดสอบ123-4-56789-0เมื่อวันที่31มีนาคม2569',
    ]) {
      expect(text).toContain(words);
    }
    const issued = await t.database.db.selectFrom('issued_documents').select(['code', 'fingerprint']).where('membership_no', '=', m.no).executeTakeFirstOrThrow();
    expect(text).toContain(`รหัสเอกสาร${groupLetterCode(issued.code)}`);
    expect(readPdfQr(res.rawPayload)).toBe(`http://localhost:80/verify/${groupLetterCode(issued.code)}`);
  });

  it('answers a year with nothing for the member, or not approved, with a Thai 404 and records nothing', async () => {
    const m = await member();
    await addDividend(t.database.db, m.no, { year: 2019, approved: false });
    for (const year of [2019, 2024]) {
      const res = await get(m.token, year);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(NO_DIVIDEND_FOR_YEAR(year));
    }
    const issued = await t.database.db.selectFrom('issued_documents').select('code').where('membership_no', '=', m.no).execute();
    expect(issued).toEqual([]);
  });
});
