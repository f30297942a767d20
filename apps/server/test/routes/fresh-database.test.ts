import { SiteConfig } from '@coop/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/test-app';

/**
 * A new cooperative's server: migrated, nothing seeded, nothing configured (docs/configuration.md, "Running on PostgreSQL").
 * Every public page's call answers, with empty lists, so every page shows its empty state instead of an error.
 */
describe('the public site on an empty database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('answers the site identity, complete', async () => {
    const { status, body } = await get('/api/info/site');
    expect(status).toBe(200);
    expect(Value.Check(SiteConfig, body)).toBe(true);
  });

  it('answers an empty menu and marquee', async () => {
    expect(await get('/api/info/manu')).toEqual({ status: 200, body: { list_manu: [], list_sub_manu: [], marquee: [] } });
  });

  it('answers an empty home page', async () => {
    expect(await get('/api/info/home')).toEqual({ status: 200, body: { marquee: [], highlights: [], categories: [] } });
  });

  it('answers empty board and demand lists', async () => {
    const empty = { items: [], page: 1, page_size: 10, total: 0, total_pages: 0 };
    expect(await get('/api/info/board')).toEqual({ status: 200, body: empty });
    expect(await get('/api/info/demand')).toEqual({ status: 200, body: empty });
  });

  it('answers that there is no election yet', async () => {
    expect(await get('/api/info/election')).toEqual({ status: 200, body: { current: null, past: [] } });
  });

  it('answers a JSON 404 for any topic, board post or demand, since none exists', async () => {
    for (const url of ['/api/info/list/1', '/api/info/show/1', '/api/info/board/1', '/api/info/demand/1']) {
      const { status, body } = await get(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(body).toMatchObject({ rc_code: '0', code: 'NOT_FOUND' });
    }
  });

  it('says it is healthy', async () => {
    expect((await get('/api/health')).status).toBe(200);
  });
});
