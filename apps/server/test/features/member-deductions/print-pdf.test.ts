import { bahtText, formatMoney } from '@coop/thai-format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDocumentSignatures, writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { addKepMonth, type KepLineInput } from '../../support/factories/kep';
import { addMember, newMembershipNo } from '../../support/members';
import { pdfText } from '../../support/pdf-text';
import { loginToken } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const LINES: KepLineInput[] = [
  { item_code: 'SHR', item_name: 'ค่าหุ้น', description: 'หุ้นรายเดือน', amount: 1000 },
  { item_code: 'LON', item_name: 'เงินกู้สามัญ', description: 'สัญญา ส.1/2568', principal: 2500, interest: 312.75, amount: 2812.75 },
];

describe('GET /api/member/print_pdf/{year}/{month}', () => {
  let t: TestContext;
  let token: string;
  const me = newMembershipNo();
  const them = newMembershipNo();
  const months: Record<number, { receipt_no: string; amount_total: number }> = {};
  const get = (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    await writeSiteConfig(db, { coop_name_th: 'สหกรณ์ออมทรัพย์ชุมนุมตัวอย่าง จำกัด', phones: ['053-000-501'] });
    await writeDocumentSignatures(db, [{ name: 'นายผู้จัดการ ทดลอง', position: 'ผู้จัดการสหกรณ์', image: 'manager.svg' }]);
    await addMember(db, me, { prename: 'จ.ส.อ.', first_name: 'สมชาย', last_name: 'ใจดี' });
    await addMember(db, them);
    months[10] = await addKepMonth(db, me, { year: 2026, month: 10, posted: true, lines: LINES });
    months[11] = await addKepMonth(db, me, { year: 2026, month: 11, posted: false, lines: LINES.slice(0, 1) });
    await addKepMonth(db, them, { year: 2026, month: 10, posted: true, lines: LINES.slice(0, 1) });
    token = await loginToken(t.app, me);
  });
  afterAll(() => t.close());

  it('prints a posted month as a receipt with the total in figures and Thai words', async () => {
    const res = await get('/api/member/print_pdf/2026/10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${me}-2569-10.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const h = months[10]!;
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).not.toContain('ใบแจ้งหนี้');
    expect(text).toContain('สหกรณ์ออมทรัพย์ชุมนุมตัวอย่างจำกัด');
    expect(text).toContain('จ.ส.อ.สมชายใจดี');
    expect(text).toContain(h.receipt_no);
    expect(h.amount_total).toBe(3812.75);
    expect(text).toContain(formatMoney(h.amount_total));
    expect(text).toContain(bahtText(h.amount_total));
    expect(text).toContain('ผู้จัดการสหกรณ์');
  });

  it('prints the month not yet posted as an invoice', async () => {
    const res = await get('/api/member/print_pdf/2026/11');
    expect(res.headers['content-disposition']).toContain(`invoice-${me}-2569-11.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ใบแจ้งหนี้');
    expect(text).toContain(bahtText(months[11]!.amount_total));
  });

  it('answers 404 in Thai for a month without documents', async () => {
    const res = await get('/api/member/print_pdf/2019/1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ rc_code: '0', code: 'NOT_FOUND', error: 'ไม่พบรายการเรียกเก็บของเดือนที่เลือก' });
  });

  it.each(['/api/member/print_pdf/2026/13', '/api/member/print_pdf/26/10', '/api/member/print_pdf/2026/x', '/api/member/print_pdf/2026/1%20or%201=1'])(
    'answers 400 in Thai for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/ไม่ถูกต้อง/);
    },
  );

  it("prints only the session member's own documents and needs a session", async () => {
    const other = await loginToken(t.app, them);
    const text = pdfText((await get('/api/member/print_pdf/2026/10', other)).rawPayload);
    expect(text).toContain(them);
    expect(text).not.toContain(me);
    expect((await get('/api/member/print_pdf/2026/10', '')).statusCode).toBe(401);
  });

  it("heads the document with the configured identity when staff have stored none (last: it empties the identity)", async () => {
    await sql`delete from site_config where key <> 'document_signatures'`.execute(t.database.db);
    const res = await get('/api/member/print_pdf/2026/10');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('สหกรณ์ออมทรัพย์');
    expect(text).not.toContain('ชุมนุมตัวอย่าง');
    expect(text).not.toContain('โทร');
  });
});
