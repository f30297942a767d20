import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

/** A stand-in for the web build's renderer: /home is grey when the site says so, as the information layout draws it. */
const RENDERER = `
export function createPageRenderer(send) {
  return async (url) => {
    if (url.pathname !== '/home') return undefined;
    const site = await (await send('${endpoints.siteInfo.path}', { method: 'GET' })).json();
    return { head: site.grayscale ? '<style>html{filter:grayscale(1)}</style>' : '', root: '<main>home</main>', state: '' };
  };
}
`;

describe('the grayscale of the information layout (spec 2.2), which staff may switch off', () => {
  let t: TestContext;
  let admin: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'grayscale-'));
  const home = async () => (await t.app.inject({ method: 'GET', url: '/home' })).body;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'route-hints.json'), JSON.stringify([{ path: '/home', scripts: [], data: [] }]));
    fs.writeFileSync(path.join(dist, 'entry-server.mjs'), RENDERER);
    t = await startTestApp({ webDist: dist, webRenderer: path.join(dist, 'entry-server.mjs') });
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is on as the spec says, off once an admin switches it off (audited, the rendered page at once), on again when cleared', async () => {
    expect(await home()).toContain('grayscale(1)');
    expect((await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: { grayscale: false }, clear: [] })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: endpoints.siteInfo.path })).json().grayscale).toBe(false);
    expect(await home()).not.toContain('grayscale(1)');
    const audit = await t.database.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'site.config_update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { grayscale: null }, after: { grayscale: false } });
    expect((await staffPost(t.app, endpoints.adminSiteConfigSave.path, admin, { set: {}, clear: ['grayscale'] })).statusCode).toBe(200);
    expect(await home()).toContain('grayscale(1)');
  });
});
