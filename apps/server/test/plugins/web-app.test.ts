import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../support/test-app';

const SHELL = '<!doctype html><html lang="th"><body><div id="root"></div></body></html>';

describe('serving the web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
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
    expect(res.body).toBe(SHELL);
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
