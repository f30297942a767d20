import { bahtText, formatMoney } from '@coop/thai-format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/seed/seed-demo';
import { startDemoApp } from '../../support/demo-app';
import { pdfText, thaiSkeleton } from '../../support/pdf-text';
import { loginToken } from '../../support/requests';
import type { TestContext } from '../../support/test-app';

describe('GET /api/member/print_pdf/{year}/{month}', () => {
  let t: TestContext;
  let token: string;
  const get = (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  beforeAll(async () => {
    t = await startDemoApp(20);
    token = await loginToken(t.app, '1', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const header = (month: number) =>
    t.database.db
      .selectFrom('kep_headers')
      .selectAll()
      .where('membership_no', '=', '0000001')
      .where('year', '=', 2026)
      .where('month', '=', month)
      .executeTakeFirstOrThrow();

  it('prints a posted month as a receipt with the total in figures and Thai words', async () => {
    const res = await get('/api/member/print_pdf/2026/10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="receipt-0000001-2569-10.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const h = await header(10);
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).not.toContain('ใบแจ้งหนี้');
    expect(text).toContain('สหกรณ์ออมทรัพย์กองทัพภาคที่5จำกัด');
    expect(text).toContain('จ.ส.อ.สมชายใจดี');
    expect(text).toContain(h.receipt_no);
    expect(text).toContain(formatMoney(h.amount_total));
    expect(thaiSkeleton(text)).toContain(thaiSkeleton(bahtText(h.amount_total)));
    expect(thaiSkeleton(text)).toContain(thaiSkeleton('ผู้จัดการสหกรณ์'));
  });

  it('prints the month not yet posted as an invoice', async () => {
    const res = await get('/api/member/print_pdf/2026/11');
    expect(res.headers['content-disposition']).toContain('invoice-0000001-2569-11.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ใบแจ้งหนี้');
    expect(thaiSkeleton(text)).toContain(thaiSkeleton(bahtText((await header(11)).amount_total)));
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
    const other = await loginToken(t.app, '2', DEMO_PASSWORD);
    const text = pdfText((await get('/api/member/print_pdf/2026/10', other)).rawPayload);
    expect(text).toContain('0000002');
    expect(text).not.toContain('0000001');
    expect((await get('/api/member/print_pdf/2026/10', '')).statusCode).toBe(401);
  });

  it("heads the document with the configured identity when staff have stored none (last: it empties the identity)", async () => {
    await sql`delete from site_config where key <> 'document_signatures'`.execute(t.database.db);
    const res = await get('/api/member/print_pdf/2026/10');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('สหกรณ์ออมทรัพย์');
    expect(text).not.toContain('กองทัพภาคที่5');
    expect(text).not.toContain('โทร');
  });
});
