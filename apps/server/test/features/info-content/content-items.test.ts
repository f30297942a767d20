import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../../../src/site/content-admin-text';
import { IMAGE_TEXT } from '../../../src/images/checked-image';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const dataUrl = (bytes: Buffer, type = 'application/octet-stream') => `data:${type};base64,${bytes.toString('base64')}`;
const HOSTILE = '<p>ข่าวดี<script>alert(1)</script></p><img src="x" onerror="alert(2)"><img src="/mediafiles/content/0123456789abcdef0123456789abcdef.jpg" onerror="alert(3)"><p onclick="alert(4)"><a href="javascript:alert(5)">ลิงก์</a> <a href="https://coop.example/a" target="_blank">เว็บ</a></p><iframe src="https://evil.example"></iframe>';

describe('console: content items and categories', () => {
  let t: TestContext;
  let editor: string;
  let category: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    const made = await staffPost(t.app, endpoints.adminCategorySave.path, editor, { content_type: 'news', name: 'ข่าวทดสอบ', home_count: 3 });
    category = made.json().id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const item = (fields: Record<string, unknown> = {}) => ({
    category_id: category,
    title: 'ข่าวใหม่',
    body_html: '<p>เนื้อหา</p>',
    cover_image: null,
    published: true,
    published_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    highlight: false,
    attachments: [],
    ...fields,
  });
  const show = (id: number) => t.app.inject({ method: 'GET', url: endpoints.contentItem.path.replace(':topicId', String(id)) });

  it('stores rich text sanitised: script, event handlers, javascript: links and foreign frames come back inert', async () => {
    const preview = await staffPost(t.app, endpoints.adminContentPreview.path, editor, { body_html: HOSTILE });
    const saved = await staffPost(t.app, endpoints.adminItemSave.path, editor, item({ body_html: HOSTILE }));
    expect(saved.statusCode).toBe(200);
    const res = await show(saved.json().id);
    const { body_html, body } = res.json().item;
    expect(body_html).toBe(preview.json().body_html);
    expect(body_html).toBe(
      '<p>ข่าวดี</p><img src="/mediafiles/content/0123456789abcdef0123456789abcdef.jpg" /><p><a>ลิงก์</a> <a href="https://coop.example/a" rel="noopener noreferrer">เว็บ</a></p>',
    );
    expect(body_html).not.toMatch(/script|onerror|onclick|javascript|iframe|target/);
    expect(body).toBe('ข่าวดี\nลิงก์ เว็บ');
  });

  it('keeps what a browser’s editing commands write, in the allowed tags', async () => {
    const res = await staffPost(t.app, endpoints.adminContentPreview.path, editor, { body_html: 'ข่าว<div><b>หนา</b> <i>เอียง</i></div><h2>หัวข้อ</h2>' });
    expect(res.json().body_html).toBe('ข่าว<p><strong>หนา</strong> <em>เอียง</em></p><h2>หัวข้อ</h2>');
  });

  it('shows a new item on home and in its list at once; unpublished or future ones stay hidden; audited with before and after', async () => {
    const id = (await staffPost(t.app, endpoints.adminItemSave.path, editor, item({ title: 'ประชุมใหญ่สามัญ', body_html: '<p>วันที่ 1 &amp; 2</p>' }))).json().id;
    const home = async () => (await t.app.inject({ method: 'GET', url: endpoints.infoHome.path })).json().categories.find((c: { id: number }) => c.id === category);
    expect((await home()).items[0]).toMatchObject({ id, title: 'ประชุมใหญ่สามัญ', summary: 'วันที่ 1 & 2' });

    await staffPost(t.app, endpoints.adminItemSave.path, editor, item({ id, title: 'ประชุมใหญ่สามัญ', published: false }));
    expect((await home()).items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await show(id)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'content.item_update')
      .where('target', '=', `item:${id}`)
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ published: true, body_html: '<p>วันที่ 1 &amp; 2</p>' });
    expect(audit.after).toMatchObject({ published: false, body_html: '<p>เนื้อหา</p>' });

    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    await staffPost(t.app, endpoints.adminItemSave.path, editor, item({ id, published_at: future }));
    expect((await show(id)).statusCode).toBe(404);
  });

  it('lists every item for staff with search and paging, and deletes one', async () => {
    const id = (await staffPost(t.app, endpoints.adminItemSave.path, editor, item({ title: 'ทุนการศึกษา 50%', published: false }))).json().id;
    const found = await staffPost(t.app, endpoints.adminItemList.path, editor, { category_id: category, search: '50%' });
    expect(found.json()).toMatchObject({ total: 1, page: 1, items: [{ id, title: 'ทุนการศึกษา 50%', published: false, category_name: 'ข่าวทดสอบ' }] });
    expect((await staffPost(t.app, endpoints.adminItem.path, editor, { id })).json().item).toMatchObject({ id, body_html: '<p>เนื้อหา</p>' });
    expect((await staffPost(t.app, endpoints.adminItemDelete.path, editor, { id })).statusCode).toBe(200);
    expect((await staffPost(t.app, endpoints.adminItem.path, editor, { id })).json().error).toBe(CONTENT_TEXT.itemNotFound);
  });

  it('refuses bad items in Thai: an empty body, an unknown category, a picture not uploaded here, an impossible date', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [item({ body_html: '<script>x</script>' }), 400],
      [item({ category_id: 999_999 }), 404],
      [item({ cover_image: 'https://evil.example/a.jpg' }), 400],
      [item({ published_at: 'yesterday' }), 400],
      [item({ attachments: [{ title: 'x', path: '/etc/passwd', size_bytes: 1 }] }), 400],
    ];
    for (const [body, status] of cases) {
      const res = await staffPost(t.app, endpoints.adminItemSave.path, editor, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('renames a category, and the public list shows the new name at once', async () => {
    await staffPost(t.app, endpoints.adminCategorySave.path, editor, { id: category, content_type: 'news', name: 'ข่าวประชาสัมพันธ์', home_count: 3 });
    const list = await t.app.inject({ method: 'GET', url: `/api/info/list/${category}` });
    expect(list.json().category.name).toBe('ข่าวประชาสัมพันธ์');
    const categories = (await staffPost(t.app, endpoints.adminCategoryList.path, editor)).json().categories;
    expect(categories.find((c: { id: number }) => c.id === category)).toMatchObject({ name: 'ข่าวประชาสัมพันธ์', home_count: 3 });
  });

  it('re-encodes an uploaded picture as a JPEG served from /mediafiles, and refuses what is not one by its bytes', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#336699' } }).png().toBuffer();
    const res = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'picture', name: 'ปก.png', file: dataUrl(png, 'image/png') });
    expect(res.statusCode).toBe(200);
    expect(res.json().path).toMatch(/^\/mediafiles\/content\/[0-9a-f]{32}-40x30\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: res.json().path });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'picture', name: 'a.png', file: dataUrl(html, 'image/png') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe(IMAGE_TEXT.notImage);
  });

  it('stores an uploaded picture at the narrower widths too, each as JPEG and WebP, its size in its name', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#996633' } }).jpeg().toBuffer();
    const res = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'picture', name: 'ปก.jpg', file: dataUrl(photo, 'image/jpeg') });
    const stored = res.json().path as string;
    expect(stored).toMatch(/^\/mediafiles\/content\/[0-9a-f]{32}-1600x1200\.jpg$/);
    const stem = stored.slice(0, -'.jpg'.length);
    const sizes: [string, string, number][] = [
      [`${stem}-w480.webp`, 'webp', 480],
      [`${stem}-w480.jpg`, 'jpeg', 480],
      [`${stem}-w960.webp`, 'webp', 960],
      [`${stem}-w960.jpg`, 'jpeg', 960],
      [`${stem}.webp`, 'webp', 1600],
    ];
    for (const [url, format, width] of sizes) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-disposition'], url).toBeUndefined();
      expect(await sharp(served.rawPayload).metadata(), url).toMatchObject({ format, width, height: (width * 3) / 4 });
    }
  });

  const filesIn = (folder: string) => (fs.existsSync(path.join(dataDir, folder)) ? fs.readdirSync(path.join(dataDir, folder)) : []);

  it('refuses a file name holding a lone surrogate in Thai, and writes no file', async () => {
    const before = filesIn('mediafiles/content');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.adminContentUpload.path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
      payload: JSON.stringify({ kind: 'attachment', name: 'ระเบียบ.pdf', file: dataUrl(pdf) }).replace('ระเบียบ', '\\ud800ระเบียบ'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MALFORMED_TEXT');
    expect(filesIn('mediafiles/content')).toEqual(before);
  });

  it('puts no file in place, and leaves none aside, when the upload’s audit row cannot be written', async () => {
    await sql`create function refuse_upload_audit() returns trigger language plpgsql as $$
      begin if new.action like 'content.upload%' then raise exception 'audit refused in the test'; end if; return new; end $$`.execute(t.database.db);
    await sql`create trigger refuse_upload_audit before insert on audit_log for each row execute function refuse_upload_audit()`.execute(t.database.db);
    try {
      const before = filesIn('mediafiles/content');
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const res = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'attachment', name: 'ระเบียบ.pdf', file: dataUrl(pdf) });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(filesIn('mediafiles/content')).toEqual(before);
      expect(filesIn('.staging')).toEqual([]);
    } finally {
      await sql`drop trigger refuse_upload_audit on audit_log`.execute(t.database.db);
      await sql`drop function refuse_upload_audit()`.execute(t.database.db);
    }
  });

  it('keeps a PDF attachment as sent and refuses other files named as documents', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'attachment', name: 'ระเบียบ.pdf', file: dataUrl(pdf) });
    expect(res.json()).toMatchObject({ title: 'ระเบียบ', size_bytes: pdf.length });
    expect(res.json().path).toMatch(/\.pdf$/);
    const id = (await staffPost(t.app, endpoints.adminItemSave.path, editor, item({ attachments: [res.json()] }))).json().id;
    expect((await show(id)).json().item.attachments).toEqual([{ ...res.json(), icon: '/mediafiles/images/Utils/icon/pdf.png' }]);

    const text = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'attachment', name: 'ระเบียบ.pdf', file: dataUrl(Buffer.from('just text')) });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(CONTENT_TEXT.notDocument);
    const big = await staffPost(t.app, endpoints.adminContentUpload.path, editor, { kind: 'attachment', name: 'a.pdf', file: dataUrl(Buffer.alloc(10 * 1024 * 1024 + 3)) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(CONTENT_TEXT.tooLarge);
  });
});
