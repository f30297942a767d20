import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteConfig } from '../../../src/db/repositories/site-config-repository';
import { DEMO_SITE } from '../../../src/seed/demo-site';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('GET /api/info/site', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await writeSiteConfig(t.database.db, DEMO_SITE);
  });
  afterAll(() => t.close());

  it("serves the cooperative's identity and contacts from the database", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEMO_SITE);
  });

  it('reflects a change made by staff', async () => {
    await writeSiteConfig(t.database.db, { coop_name_th: 'สหกรณ์ทดสอบ จำกัด', grayscale: false });
    const body = (await t.app.inject({ method: 'GET', url: '/api/info/site' })).json();
    expect(body.coop_name_th).toBe('สหกรณ์ทดสอบ จำกัด');
    expect(body.grayscale).toBe(false);
    expect(body.email).toBe(DEMO_SITE.email);
  });
});
