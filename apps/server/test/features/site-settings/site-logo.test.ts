import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteDefaults } from '../../../src/site/site-defaults';
import { startTestApp, type TestContext } from '../../support/test-app';

const logoFile = path.resolve(import.meta.dirname, '../../../assets/mediafiles/images/Utils/icon/file.png');

describe('the configured logo', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp({}, await loadSiteDefaults({ COOP_LOGO_FILE: logoFile }));
    url = (await t.app.inject({ method: 'GET', url: '/api/info/site' })).json().logo_url;
  });
  afterAll(() => t.close());

  it('is served at the URL the site names, with its type, kept for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(logoFile))).toBe(true);
  });

  it('answers HEAD, as the image check asks', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('without a configured logo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves nothing under the logo path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/mediafiles/site/logo-0123456789abcdef.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'NOT_FOUND' });
  });
});
