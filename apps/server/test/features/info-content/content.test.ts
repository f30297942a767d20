import { CONTENT_TYPES, defaultPicturePath } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from '../../support/demo-app';
import type { TestContext } from '../../support/test-app';

const get = (t: TestContext, url: string) => t.app.inject({ method: 'GET', url });

describe('public content', () => {
  let t: TestContext;
  let newsId: number;
  beforeAll(async () => {
    t = await startDemoApp(5);
    const row = await t.database.db.selectFrom('content_categories').select('id').where('content_type', '=', 'news').executeTakeFirstOrThrow();
    newsId = row.id;
  });
  afterAll(() => t.close());

  it('home: the marquee, highlights and the latest items of each home category, newest first', async () => {
    const res = await get(t, '/api/info/home');
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.marquee.length).toBe(3);
    expect(home.highlights.length).toBeGreaterThan(0);
    for (const h of home.highlights) expect(h.highlight).toBe(true);
    expect(home.categories.map((c: { content_type: string }) => c.content_type)).toEqual([
      'news',
      'notice',
      'activity-gallary',
      'news_letters',
      'download',
    ]);
    const news = home.categories[0];
    expect(news.items).toHaveLength(4);
    const dates = news.items.map((i: { published_at: string }) => i.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(news.items[0].default_image).toBe(defaultPicturePath('news'));
  });

  it('list: pages of a category with a summary the client cuts, and totals', async () => {
    const first = (await get(t, `/api/info/list/${newsId}?page=1&page_size=5`)).json();
    expect(first.category).toMatchObject({ id: newsId, content_type: 'news', name: 'ข่าวประชาสัมพันธ์' });
    expect(first).toMatchObject({ page: 1, page_size: 5, total: 12, total_pages: 3 });
    expect(first.items).toHaveLength(5);
    const third = (await get(t, `/api/info/list/${newsId}?page=3&page_size=5`)).json();
    expect(third.items).toHaveLength(2);
    const ids = new Set([...first.items, ...third.items].map((i: { id: number }) => i.id));
    expect(ids.size).toBe(7);
    for (const item of first.items) {
      expect(item.summary.length).toBeGreaterThan(0);
      expect(item.summary.length).toBeLessThanOrEqual(300);
      expect(item.summary).not.toMatch(/\n/);
    }
    const beyond = (await get(t, `/api/info/list/${newsId}?page=9`)).json();
    expect(beyond.items).toEqual([]);
  });

  it('hides items whose publication date is in the future, until it comes', async () => {
    const scheduled = await t.database.db
      .selectFrom('content_items')
      .select('id')
      .where('published_at', '>', t.clock.now())
      .executeTakeFirstOrThrow();
    expect((await get(t, `/api/info/show/${scheduled.id}`)).statusCode).toBe(404);
    const list = (await get(t, `/api/info/list/${newsId}?page_size=50`)).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(scheduled.id);

    t.clock.advanceMinutes(2 * 24 * 60);
    try {
      expect((await get(t, `/api/info/show/${scheduled.id}`)).statusCode).toBe(200);
      expect((await get(t, `/api/info/list/${newsId}`)).json().total).toBe(13);
    } finally {
      t.clock.advanceMinutes(-2 * 24 * 60);
    }
  });

  it('show: the whole item with images and downloads, counting one view per read', async () => {
    const item = await t.database.db
      .selectFrom('content_items as i')
      .innerJoin('content_attachments as a', 'a.item_id', 'i.id')
      .select(['i.id', 'i.view_count'])
      .executeTakeFirstOrThrow();
    const res = await get(t, `/api/info/show/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const shown = res.json().item;
    expect(shown.view_count).toBe(item.view_count + 1);
    expect(shown.body.length).toBeGreaterThan(0);
    expect(shown.attachments[0]).toMatchObject({ path: expect.stringMatching(/^\/mediafiles\//), icon: expect.stringMatching(/^\/mediafiles\/images\/Utils\/icon\/\w+\.png$/) });
    expect(shown.attachments[0].size_bytes).toBeGreaterThan(0);
    expect((await get(t, `/api/info/show/${item.id}`)).json().item.view_count).toBe(item.view_count + 2);

    const gallery = await t.database.db.selectFrom('content_images').select('item_id').executeTakeFirstOrThrow();
    const withImages = (await get(t, `/api/info/show/${gallery.item_id}`)).json().item;
    expect(withImages.content_type).toBe('activity-gallary');
    expect(withImages.images.length).toBeGreaterThanOrEqual(3);
  });

  it('every content type has a default picture path the media route serves', async () => {
    for (const type of CONTENT_TYPES) {
      const res = await t.app.inject({ method: 'HEAD', url: defaultPicturePath(type) });
      expect(res.statusCode, type).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('unknown ids answer a Thai 404; bad ids and pages a Thai 400, never a 500', async () => {
    for (const url of ['/api/info/show/999999', '/api/info/list/999999']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ rc_code: '0', code: 'NOT_FOUND' });
      expect(res.json().error).toMatch(/ไม่พบ/);
    }
    const bad = [
      '/api/info/show/abc',
      '/api/info/show/0',
      '/api/info/show/-1',
      '/api/info/show/1.5',
      '/api/info/show/99999999999',
      '/api/info/show/%00',
      `/api/info/list/${1}?page=0`,
      `/api/info/list/${1}?page=abc`,
      `/api/info/list/${1}?page_size=51`,
      `/api/info/list/${1}?page_size=0`,
      `/api/info/list/${1}?page=1&page=2`,
    ];
    for (const url of bad) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
