import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, pickEncoding } from '../../src/rendering/page-encodings';
import type { RenderedPage } from '@coop/contract';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
    ['', undefined],
  ])('answers %j with %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('encodedPage', () => {
  const page: RenderedPage = { head: '<title>หน้าหลัก</title>', root: '<main>ข่าวสหกรณ์</main>', state: '' };
  const html = `<!doctype html><html><body>${'ข่าวประชาสัมพันธ์ '.repeat(200)}</body></html>`;

  it('compresses a page once per encoding and hands every visitor the same bytes', async () => {
    const first = encodedPage(page, html, 'br');
    expect(encodedPage(page, html, 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(await first).toString('utf8')).toBe(html);
    expect(zlib.gunzipSync(await encodedPage(page, html, 'gzip')).toString('utf8')).toBe(html);
    expect((await first).length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('compresses another render afresh', async () => {
    const other: RenderedPage = { ...page };
    expect(encodedPage(other, html, 'br')).not.toBe(encodedPage(page, html, 'br'));
  });
});
