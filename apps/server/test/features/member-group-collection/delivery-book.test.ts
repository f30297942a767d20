import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCONFIGURED_SITE } from '../../../src/site/site-defaults';
import { crc16 } from '../../../src/features/member-group-collection/bill-payment-qr';
import { addBilledGroups, groupToken, OCT } from '../../support/member-groups';
import { readPdfQr } from '../../support/pdf-qr';
import { pdfText } from '../../support/pdf-text';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const BILLER_ID = '099400012345601';

describe('the delivery letter (หนังสือนำส่ง)', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let token: string;
  const pdf = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/membergroup/delivery_book/pdf${query}`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp({ promptPayBillerId: BILLER_ID });
    groups = await addBilledGroups(t.database.db);
    token = await groupToken(t.app, groups.main);
  });
  afterAll(() => t.close());

  it('gives the month total in figures and Thai words, the member count, the reference and the pay-by date', async () => {
    const res = await memberPost(t.app, '/api/membergroup/delivery_book', token, OCT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      year: 2026,
      month: 10,
      member_group_no: groups.main,
      reference: `${groups.main}/256910`,
      pay_by: '2026-11-05',
      member_count: 3,
      amount: 5085.19,
      amount_text: 'ห้าพันแปดสิบห้าบาทสิบเก้าสตางค์',
    });
  });

  it('downloads the letter as a PDF with the total in figures', async () => {
    const res = await pdf('?year=2026&month=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="delivery-${groups.main}-2569-10.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('5,085.19');
    expect(text).toContain(`${groups.main}/256910`);
  });

  it('carries a bill-payment QR that decodes to the biller, the group, the month and the exact amount', async () => {
    const payload = readPdfQr((await pdf('?year=2026&month=10')).rawPayload);
    expect(payload).toBeDefined();
    expect(payload).toContain(`0115${BILLER_ID}`);
    expect(payload).toContain(`0208${groups.main}`);
    expect(payload).toContain('0306256910');
    expect(payload).toContain('54075085.19');
    expect(payload!.slice(-4)).toBe(crc16(payload!.slice(0, -4)));
  });

  it('says in the letter to scan the QR, with the references for paying at a counter', async () => {
    const text = pdfText((await pdf('?year=2026&month=10')).rawPayload);
    expect(text).toContain(`สแกนQRพร้อมเพย์ท้ายหนังสือนี้ด้วยแอปธนาคาร(Ref.1${groups.main}Ref.2256910)`);
    expect(text).not.toContain('ยังไม่ได้ตั้งค่า');
  });
});

const ACCOUNT = { bankName: 'ธนาคารกรุงไทย สาขาทดสอบ', accountNo: '123-4-56789-0', accountName: 'สหกรณ์ออมทรัพย์ทดสอบ จำกัด' };

describe('the delivery letter with a collection account', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestApp({ paymentBankAccount: ACCOUNT });
  });
  afterAll(() => t.close());

  it('names the account on screen and in the letter, and has no QR', async () => {
    const groups = await addBilledGroups(t.database.db);
    const token = await groupToken(t.app, groups.main);
    const res = await memberPost(t.app, endpoints.deliveryLetter.path, token, OCT);
    expect(res.json()).toMatchObject({
      qr_payload: null,
      bank_account: { bank_name: ACCOUNT.bankName, account_no: ACCOUNT.accountNo, account_name: ACCOUNT.accountName },
    });
    const file = await t.app.inject({ method: 'GET', url: `${endpoints.deliveryLetterPdf.path}?year=2026&month=10`, headers: { authorization: `Bearer ${token}` } });
    const text = pdfText(file.rawPayload);
    expect(text).toContain('โดยโอนเข้าบัญชีธนาคารกรุงไทยสาขาทดสอบเลขที่บัญชี123-4-56789-0ชื่อบัญชีสหกรณ์ออมทรัพย์ทดสอบจำกัด');
    expect(readPdfQr(file.rawPayload)).toBeUndefined();
  });
});

describe('the delivery letter with no way to pay configured', () => {
  let t: TestContext;
  const PHONES = ['02-000-1234', '02-000-5678'];

  beforeAll(async () => {
    t = await startTestApp({}, { ...UNCONFIGURED_SITE, site: { ...UNCONFIGURED_SITE.site, phones: PHONES } });
  });
  afterAll(() => t.close());

  it("has no QR and no account, and gives the cooperative's phones to ask how to pay", async () => {
    const groups = await addBilledGroups(t.database.db);
    const token = await groupToken(t.app, groups.main);
    const res = await memberPost(t.app, endpoints.deliveryLetter.path, token, OCT);
    expect(res.json()).toMatchObject({ qr_payload: null, bank_account: null, contact_phones: PHONES });
    const file = await t.app.inject({ method: 'GET', url: `${endpoints.deliveryLetterPdf.path}?year=2026&month=10`, headers: { authorization: `Bearer ${token}` } });
    const text = pdfText(file.rawPayload);
    expect(text).toContain(`สอบถามวิธีชำระเงินได้ที่${res.json().coop_name.replace(/\s/g, '')}โทร.02-000-1234,02-000-5678`);
    expect(text).not.toContain('ยังไม่ได้ตั้งค่า');
  });
});
