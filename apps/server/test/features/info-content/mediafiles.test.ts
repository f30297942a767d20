import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertItem } from '../../../src/features/info-content/content-editing-queries';
import { startTestApp, type TestContext } from '../../support/test-app';

// 1×1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
// a PDF that runs script when a viewer opens it inline
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');
const ATTACHMENT_TITLE = 'ระเบียบเงินกู้ "ฉบับใหม่" 2569';

describe('/mediafiles/', () => {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-media-'));
    await fs.mkdir(path.join(dataDir, 'mediafiles/picture/content'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'mediafiles/picture/content/cover.png'), PNG);
    await fs.writeFile(path.join(dataDir, 'mediafiles/picture/content/notes.txt'), 'not an image');
    await fs.writeFile(path.join(dataDir, 'secret.txt'), 'outside the media root');
    await fs.mkdir(path.join(dataDir, 'mediafiles/content'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'mediafiles/content/0a1b2c.pdf'), PDF);
    await fs.writeFile(path.join(dataDir, 'mediafiles/content/3d4e5f.xlsx'), 'PK not really a workbook');
    t = await startTestApp({ dataDir });
    const category = await insertCategory(t.database.db, { content_type: 'news', name: 'ข่าวทดสอบไฟล์แนบ', home_count: 0, background: null });
    const item = { category_id: category, title: 'ข่าวมีไฟล์แนบ', body: '', body_html: '', cover_image: null, published: true, published_at: new Date(), highlight: false };
    await insertItem(t.database.db, item, [{ title: ATTACHMENT_TITLE, path: '/mediafiles/content/0a1b2c.pdf', size_bytes: PDF.length }], new Date());
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves an uploaded file with its content type and a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mediafiles/picture/content/cover.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves a picture inline, under the site\'s own policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mediafiles/picture/content/cover.png' });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves an editor\'s attachment as a sandboxed download under its Thai title', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/mediafiles/content/0a1b2c.pdf' });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type'], method).toBe('application/pdf');
      expect(res.headers['content-disposition'], method).toBe(
        `attachment; filename="0a1b2c.pdf"; filename*=UTF-8''${encodeURIComponent('ระเบียบเงินกู้ ฉบับใหม่ 2569.pdf')}`,
      );
      expect(res.headers['content-security-policy'], method).toBe("sandbox; default-src 'none'");
      expect(res.headers['x-content-type-options'], method).toBe('nosniff');
    }
  });

  it('serves any other file that is not a picture as a download too, under its stored name', async () => {
    for (const url of ['/mediafiles/content/3d4e5f.xlsx', '/mediafiles/picture/content/notes.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-disposition'], url).toBe(`attachment; filename="${path.basename(url)}"`);
      expect(res.headers['content-security-policy'], url).toBe("sandbox; default-src 'none'");
    }
  });

  it('answers HEAD with the headers and no body (spec 7 image check reads the content type)', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/mediafiles/picture/content/cover.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('');
    const text = await t.app.inject({ method: 'HEAD', url: '/mediafiles/picture/content/notes.txt' });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('falls back to the shipped defaults: content-type pictures and icons, all small PNGs', async () => {
    const picture = await t.app.inject({ method: 'GET', url: '/mediafiles/picture/Utils/ContentDefault/news.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(picture.rawPayload.length).toBeLessThan(30 * 1024);
    expect(picture.headers['cache-control']).toBe('public, max-age=604800');
    for (const icon of ['pdf', 'doc', 'xls', 'ppt', 'zip', 'image', 'file']) {
      const res = await t.app.inject({ method: 'HEAD', url: `/mediafiles/images/Utils/icon/${icon}.png` });
      expect(res.statusCode, icon).toBe(200);
    }
  });

  it('answers a JSON 404 for a missing file, so the client falls back to the default picture', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/mediafiles/picture/content/missing.jpg' });
      expect(res.statusCode).toBe(404);
      if (method === 'GET') expect(res.json()).toMatchObject({ rc_code: '0', code: 'NOT_FOUND' });
    }
  });

  it('never serves outside its roots', async () => {
    const attempts = [
      '/mediafiles/../secret.txt',
      '/mediafiles/%2e%2e/secret.txt',
      '/mediafiles/%2e%2e%2fsecret.txt',
      '/mediafiles/picture/..%2f..%2fsecret.txt',
      '/mediafiles/..%5csecret.txt',
      '/mediafiles//etc/passwd',
      '/mediafiles/%2fetc%2fpasswd',
      '/mediafiles/picture/content/%00cover.png',
      '/mediafiles/../../fonts/Loma.ttf',
      '/mediafiles/.hidden',
    ];
    for (const url of attempts) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('outside the media root');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('makes the uploads folder of a new data directory at start', async () => {
    const fresh = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-media-new-'));
    const app = await startTestApp({ dataDir: fresh });
    try {
      expect((await fs.stat(path.join(fresh, 'mediafiles'))).isDirectory()).toBe(true);
    } finally {
      await app.close();
      await fs.rm(fresh, { recursive: true, force: true });
    }
  });
});
