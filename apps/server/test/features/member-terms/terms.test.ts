import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSitePage } from '../../support/factories/site-pages';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('GET /api/info/terms', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers in Thai that the cooperative has not published its terms yet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/terms' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('สหกรณ์ยังไม่ได้เผยแพร่ข้อตกลงและเงื่อนไขการใช้บริการ');
  });

  it('answers the published terms with their version, to anyone', async () => {
    await addSitePage(t.database.db, { key: 'terms', title: 'ข้อตกลงการใช้บริการ', body: 'ข้อ 1\n\nข้อ 2', version: 3 });
    const res = await t.app.inject({ method: 'GET', url: '/api/info/terms' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', title: 'ข้อตกลงการใช้บริการ', body: 'ข้อ 1\n\nข้อ 2', version: 3, updated_at: '2026-11-01T03:00:00.000Z' });
  });
});
