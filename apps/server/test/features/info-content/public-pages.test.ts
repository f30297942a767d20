import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startSecondApp, startTestApp, type TestContext } from '../../support/test-app';

const SHELL =
  '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
/** A stand-in for the web build's renderer: /home shows the first marquee note, read through the public API. */
const RENDERER = `
export function createPageRenderer(send) {
  return async (url) => {
    if (url.pathname !== '/home') return undefined;
    const home = await (await send('/api/info/home', { method: 'GET' })).json();
    return { head: '', root: '<main>' + (home.marquee[0]?.Note ?? 'ไม่มีประกาศ') + '</main>', state: '' };
  };
}
`;

/** A web build with the stand-in renderer, so /home is a page the server renders and keeps for reuse (decision 013). */
function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'content-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, 'route-hints.json'), JSON.stringify([{ path: '/home', scripts: [], data: [] }]));
  fs.writeFileSync(path.join(dist, 'entry-server.mjs'), RENDERER);
  return dist;
}

const page = async (t: TestContext) => (await t.app.inject({ method: 'GET', url: '/home' })).body;

describe('console edits reach the rendered public pages at once', () => {
  let t: TestContext;
  let dist: string;
  let editor: string;
  beforeAll(async () => {
    dist = fakeWebBuild();
    t = await startTestApp({ webDist: dist, webRenderer: path.join(dist, 'entry-server.mjs') });
    editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    await t.database.db.deleteFrom('marquee_notes').execute();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders /home again after a change, though the page kept would still be fresh', async () => {
    expect(await page(t)).toContain('ไม่มีประกาศ');
    await staffPost(t.app, endpoints.adminMarqueeSave.path, editor, { note: 'ประกาศวันหยุด', active: true });
    expect(await page(t)).toContain('ประกาศวันหยุด');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('console edits reach the pages of every server process (PostgreSQL)', () => {
  let t: TestContext;
  let other: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebBuild();
    const web = { webDist: dist, webRenderer: path.join(dist, 'entry-server.mjs') };
    t = await startTestApp(web);
    other = await startSecondApp(t, web);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a change made through one process makes the other render /home again', async () => {
    await t.database.db.deleteFrom('marquee_notes').execute();
    expect(await page(other)).toContain('ไม่มีประกาศ');
    const editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    await staffPost(t.app, endpoints.adminMarqueeSave.path, editor, { note: 'ประกาศจากอีกเครื่อง', active: true });
    await expect.poll(() => page(other), { timeout: 3_000 }).toContain('ประกาศจากอีกเครื่อง');
  });
});
