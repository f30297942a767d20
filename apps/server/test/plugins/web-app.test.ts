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

/** The built index.html as Vite writes it: the entry script and its module preloads in the head. */
const VITE_SHELL = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <title>ระบบสมาชิก Online</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/dep-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const RENDERED_HINTS = [
  { path: '/home', scripts: ['/assets/home-3.js'], data: ['/api/info/site'] },
  { path: '/show/:topicId', scripts: ['/assets/show-5.js'], data: ['/api/info/show/:topicId'] },
];
const STATE = '<script id="coop-server-state" type="application/json">{}</script>';
// over the 1 KiB the server compresses from
const FILLER = `<p>${'สหกรณ์ออมทรัพย์ '.repeat(40)}</p>`;

/** A stand-in for the web build's entry-server.js; the URLs it is asked for are kept on globalThis for the tests. */
const RENDERER = `
export function createPageRenderer(send) {
  return async (url) => {
    (globalThis.__coopRenderCalls ??= []).push(url.pathname + url.search);
    if (url.pathname === '/home') {
      const health = await (await send('/api/health', { method: 'GET' })).json();
      return {
        head: '<title>หน้าหลัก</title>',
        root: '<main>ระบบ ' + health.status + ', ฐานข้อมูล ' + health.database + ${JSON.stringify(FILLER)} + '</main>',
        state: ${JSON.stringify(STATE)},
      };
    }
    if (url.pathname === '/boom') throw new Error('render failed');
    if (url.pathname === '/slow') return new Promise(() => {});
    return undefined;
  };
}
`;

const renderCalls = (url: string) => ((globalThis as { __coopRenderCalls?: string[] }).__coopRenderCalls ?? []).filter((u) => u === url).length;

/** The shell of /home as the browser renders it alone: the route's code and data named in the head. */
const PLAIN_HOME = VITE_SHELL.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/home-3.js"><link rel="preload" as="fetch" crossorigin href="/api/info/site"></head>',
);

describe('serving pages rendered on the server', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-web-ssr-'));
    fs.writeFileSync(path.join(dist, 'index.html'), VITE_SHELL);
    fs.writeFileSync(path.join(dist, 'route-hints.json'), JSON.stringify(RENDERED_HINTS));
    fs.writeFileSync(path.join(dist, 'entry-server.mjs'), RENDERER);
    t = await startTestApp({ webDist: dist, webRenderer: path.join(dist, 'entry-server.mjs') });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends /home with its markup and answers in the shell, its title replacing the shell’s, and its code started after load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    // the page's text is made from the server's own /api/health answer, asked for in process
    expect(body).toContain(`<div id="root"><main>ระบบ ok, ฐานข้อมูล up${FILLER}</main></div>${STATE}`);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('<title>หน้าหลัก</title>');
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).not.toContain('as="fetch"');
    expect(body).toContain('<script defer src="/start-app.js" data-entry="/assets/index-1.js" data-modules="/assets/dep-2.js /assets/home-3.js"></script></head>');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('compresses a rendered page for a browser that accepts it', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('<main>ระบบ ok');
    const gz = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toContain('<main>ระบบ ok');
  });

  it('sends the same rendered page again for 10 s, whatever query the address carries, then renders it afresh', async () => {
    t.clock.advanceSeconds(11);
    const before = renderCalls('/home');
    const first = await t.app.inject({ method: 'GET', url: '/home?visit=1' });
    const second = await t.app.inject({ method: 'GET', url: '/home?visit=2' });
    expect(second.body).toBe(first.body);
    expect(renderCalls('/home')).toBe(before + 1);
    t.clock.advanceSeconds(11);
    const third = await t.app.inject({ method: 'GET', url: '/home' });
    expect(third.body).toContain('<main>ระบบ ok');
    expect(renderCalls('/home')).toBe(before + 2);
  });

  it('never reads a path starting with // as another host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//other.example/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(renderCalls('//other.example/home')).toBe(1);
  });

  it('answers HEAD with the plain shell’s headers, never rendering the page', async () => {
    const url = '/home';
    t.clock.advanceSeconds(11);
    const before = renderCalls(url);
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(PLAIN_HOME)));
    expect(res.body).toBe('');
    expect(renderCalls(url)).toBe(before);
  });

  it('sends the plain shell, never a 500, when rendering the page fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(VITE_SHELL);
    expect(renderCalls('/boom')).toBe(1);
  });

  it('sends the plain shell when the page takes too long to render', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/slow' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(VITE_SHELL);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('sends the plain shell with the route’s hints for a page the renderer leaves to the browser', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/board' })).body).toBe(VITE_SHELL);
    const show = (await t.app.inject({ method: 'GET', url: '/show/42' })).body;
    expect(show).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(show).toContain('<link rel="modulepreload" crossorigin href="/assets/show-5.js"><link rel="preload" as="fetch" crossorigin href="/api/info/show/42"></head>');
    expect(show).toContain('<div id="root"></div>');
    expect(renderCalls('/show/42')).toBe(1);
  });

  it.each([
    ['has no renderer', 'no-such-entry-server.mjs', undefined],
    ['has a renderer that cannot be loaded', 'broken-entry-server.mjs', 'export const = ;'],
    ['has a renderer of another shape', 'other-entry-server.mjs', 'export const render = () => undefined;'],
  ])('sends the plain shell when the build %s', async (_case, name, source) => {
    if (source !== undefined) fs.writeFileSync(path.join(dist, name), source);
    const bare = await startTestApp({ webDist: dist, webRenderer: path.join(dist, name) });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(PLAIN_HOME);
    } finally {
      await bare.close();
    }
  });
});
