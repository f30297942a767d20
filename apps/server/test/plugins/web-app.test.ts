import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/test-app';

const HEAD = '<!doctype html><html lang="th"><head><title>x</title>';
const SHELL = `${HEAD}</head><body><div id="root"></div></body></html>`;
const HINTS = [
  { path: '/home', scripts: ['/assets/home-1.js', '/assets/layout-2.js'], data: ['/api/info/site', '/api/info/home'] },
  { path: '/show/:topicId', scripts: ['/assets/show-3.js'], data: ['/api/info/show/:topicId'] },
  { path: '/member/status', scripts: ['/assets/status-4.js'], data: [] },
];

describe('serving the web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(dist, 'route-hints.json'), JSON.stringify(HINTS));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), zlib.gzipSync('console.log("app")'));
    t = await startTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/member/status', '/member/loan_statement/123', '/home?x=1'])('answers the client route %s with the app shell', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("names the route's code and public data in the shell, so the browser fetches them at once", async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/home?x=1' })).body;
    expect(home).toBe(
      `${HEAD}<link rel="modulepreload" crossorigin href="/assets/home-1.js"><link rel="modulepreload" crossorigin href="/assets/layout-2.js">` +
        '<link rel="preload" as="fetch" crossorigin href="/api/info/site"><link rel="preload" as="fetch" crossorigin href="/api/info/home">' +
        '</head><body><div id="root"></div></body></html>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/show/42' })).body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/info/show/42">');
    expect((await t.app.inject({ method: 'GET', url: '/member/status' })).body).toContain('href="/assets/status-4.js"');
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page' })).body).toBe(SHELL);
  });

  it('never puts an odd route parameter into a link', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/show/1%22%3E%3Cscript%3E' })).body;
    expect(body).toContain('href="/assets/show-3.js"');
    expect(body).not.toContain('/api/info/show/');
    expect(body).not.toContain('<script>');
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/member/no_such_feed'],
    ['GET', '/assets/missing.js'],
    ['DELETE', '/member/status'],
  ])('answers %s %s with a JSON 404 in Thai', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ rc_code: '0', code: 'NOT_FOUND', error: 'ไม่พบข้อมูลที่ร้องขอ' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/member/logon' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
