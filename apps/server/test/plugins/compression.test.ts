import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContentCategory, addContentItem } from '../support/factories/content';
import { startTestApp, type TestContext } from '../support/test-app';

describe('compressed answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    // five highlighted news items, shown twice on home (highlights and their category): well over the 1 KiB threshold
    const news = await addContentCategory(t.database.db, 'ข่าวประชาสัมพันธ์', 'news', 5);
    for (let i = 1; i <= 5; i++) {
      await addContentItem(t.database.db, news, {
        title: `ขอเชิญสมาชิกร่วมประชุมใหญ่สามัญประจำปี ครั้งที่ ${i}`,
        body: 'สหกรณ์ขอเชิญสมาชิกทุกท่านเข้าร่วมประชุมใหญ่สามัญประจำปี เพื่อรับทราบผลการดำเนินงานและพิจารณาจัดสรรกำไรสุทธิ '.repeat(4),
        highlight: true,
      });
    }
  });
  afterAll(() => t.close());

  it('sends the home content as Brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/info/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/api/info/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses an answer of up to 64 KiB in one call, its length known, rather than through a stream', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/info/home' });
    // above the 8 KiB that @fastify/compress would stream on a two-core machine by default
    expect(plain.rawPayload.length).toBeGreaterThan(8192);
    const br = await t.app.inject({ method: 'GET', url: '/api/info/home', headers: { 'accept-encoding': 'br' } });
    expect([br.headers['content-encoding'], br.headers['transfer-encoding'], Number(br.headers['content-length'])]).toEqual(['br', undefined, br.rawPayload.length]);
  });

  it('falls back to gzip, and leaves small answers as they are', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/api/info/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8')).highlights.length).toBeGreaterThan(0);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});
