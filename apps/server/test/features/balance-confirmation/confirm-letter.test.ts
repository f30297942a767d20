import { type ConfirmAnswerBody, endpointPath, endpoints } from '@coop/contract';
import { formatMoney } from '@coop/thai-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXT as T } from '../../../src/features/balance-confirmation/confirmation-text';
import { writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { addBalanceLines, addCampaign, DEFAULT_LINES } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { readPdfQr } from '../../support/pdf-qr';
import { pdfText } from '../../support/pdf-text';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const COOP = 'สหกรณ์ออมทรัพย์ทดสอบหนังสือยืนยันยอด จำกัด';
const YEAR = 2051;

describe('GET /api/member/confirm_letter/{year}: the answered letter as a PDF to the auditor', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await writeSiteConfig(t.database.db, { coop_name_th: COOP });
    const campaign = await addCampaign(t.database.db, YEAR);
    await t.database.db.updateTable('confirmation_campaigns').set({ auditor_name: 'นางสาวตรวจสอบ ถูกต้อง' }).where('id', '=', campaign).execute();
    await addCampaign(t.database.db, YEAR + 1);
  });
  afterAll(() => t.close());

  async function member(year = YEAR): Promise<{ no: string; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'จ.ส.อ.', first_name: 'สมชาย', last_name: 'ใจดี' });
    const campaign = await t.database.db.selectFrom('confirmation_campaigns').select('id').where('year', '=', year).executeTakeFirstOrThrow();
    await addBalanceLines(t.database.db, campaign.id, no);
    return { no, token: await loginToken(t.app, no) };
  }
  async function answered(answers: ConfirmAnswerBody['answers'], year = YEAR) {
    const m = await member(year);
    const got = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year }), headers: { authorization: `Bearer ${m.token}` } });
    const res = await memberPost(t.app, endpointPath(endpoints.memberConfirmAnswer, { year }), m.token, { digest: got.json().letter.digest, answers });
    expect(res.statusCode).toBe(200);
    return { ...m, code: res.json().letter_code as string };
  }
  const pdf = (token: string, year: number | string = YEAR, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmLetter, { year }), headers: { authorization: `Bearer ${token}`, ...headers } });
  const disputedSecond = (): ConfirmAnswerBody['answers'] =>
    DEFAULT_LINES.map((_, i) => (i === 1 ? { line_no: 2, agreed: false, reason: 'ยอดเงินฝากไม่ตรงกับสมุดบัญชี', claimed_amount: 46210.75 } : { line_no: i + 1, agreed: true }));

  it('prints the letter: addressed to the auditor, the figures by kind, each answer, the electronic confirmation, the code and fingerprint', async () => {
    const { no, token, code } = await answered(disputedSecond());
    const res = await pdf(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="confirmation-${no}-2594.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('หนังสือยืนยันยอด');
    expect(text).toContain('เรียนนางสาวตรวจสอบถูกต้อง');
    expect(text).toContain('สหกรณ์ออมทรัพย์ทดสอบหนังสือยืนยันยอดจำกัด');
    expect(text).toContain('ณวันที่31ธันวาคม2593');
    expect(text).toContain('จ.ส.อ.สมชายใจดี');
    expect(text).toContain(no);
    for (const heading of ['ทุนเรือนหุ้น', 'เงินฝาก', 'เงินกู้', 'การค้ำประกันเงินกู้ของผู้อื่น']) expect(text).toContain(heading);
    for (const line of DEFAULT_LINES) expect(text).toContain(formatMoney(line.amount));
    expect(text).toContain('1,250หุ้น');
    expect(text).toContain('001-2-00123-4');
    expect(text).toContain('ถูกต้อง');
    expect(text).toContain('ไม่ถูกต้อง:ยอดเงินฝากไม่ตรงกับสมุดบัญชี(ยอดที่ถูกต้อง46,210.75บาท)');
    expect(text).toContain('ยืนยันทางอิเล็กทรอนิกส์');
    // the answer's time on the Thai clock: the test clock stands at 10.00 in Thailand on 22 November 2026
    expect(text).toContain('22พฤศจิกายน256910.00น.');
    expect(text).toContain(`รหัสหนังสือ${code}`);
    const row = await t.database.db.selectFrom('confirmation_responses').select('fingerprint').where('membership_no', '=', no).executeTakeFirstOrThrow();
    expect(text).toContain(row.fingerprint.slice(0, 16));
  });

  it('carries a QR code of the verification page on the address the member reached the site by', async () => {
    const { token, code } = await answered(DEFAULT_LINES.map((_, i) => ({ line_no: i + 1, agreed: true })));
    const res = await pdf(token, YEAR, { host: 'member.coop.example' });
    expect(readPdfQr(res.rawPayload)).toBe(`http://member.coop.example/verify/${code}`);
    expect(pdfText(res.rawPayload)).toContain(`http://member.coop.example/verify/${code}`);
  });

  it('addresses the cooperative’s auditor when the campaign names none', async () => {
    const { token } = await answered(DEFAULT_LINES.map((_, i) => ({ line_no: i + 1, agreed: true })), YEAR + 1);
    expect(pdfText((await pdf(token, YEAR + 1)).rawPayload)).toContain('เรียนผู้สอบบัญชีสหกรณ์');
  });

  it('answers 404 in Thai before the member has answered, and for a year without a campaign', async () => {
    const { token } = await member();
    for (const year of [YEAR, YEAR + 5]) {
      const res = await pdf(token, year);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ rc_code: '0', error: T.notAnswered });
    }
  });

  it('refuses a year that is not four digits, in Thai', async () => {
    const { token } = await member();
    const res = await pdf(token, '20x6');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('the letter’s QR code with PUBLIC_URL set', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://portal.coop.example' });
  });
  afterAll(() => t.close());

  it('leads to PUBLIC_URL’s verification page, whatever address the request came by', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await addBalanceLines(t.database.db, await addCampaign(t.database.db, YEAR), no);
    const token = await loginToken(t.app, no);
    const got = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year: YEAR }), headers: { authorization: `Bearer ${token}` } });
    const answers = DEFAULT_LINES.map((_, i) => ({ line_no: i + 1, agreed: true }));
    const code = (await memberPost(t.app, endpointPath(endpoints.memberConfirmAnswer, { year: YEAR }), token, { digest: got.json().letter.digest, answers })).json().letter_code;
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmLetter, { year: YEAR }), headers: { authorization: `Bearer ${token}`, host: 'internal:3000' } });
    expect(readPdfQr(res.rawPayload)).toBe(`https://portal.coop.example/verify/${code}`);
  });
});
