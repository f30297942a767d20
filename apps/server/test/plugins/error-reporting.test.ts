import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app as portal, serverOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { ApiFailure } from '../../src/http/api-failure';
import { type ErrorIngest, startErrorIngest } from '../support/error-ingest';
import { startTestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const TOKEN = 'k9X2mQ7rT4vW1yZ8aB3cD6eF0gH5jK2lM9nP4qR7sT1';
const PASSWORD = 'hunter2-Secret!';
const NATIONAL_ID = '1101700230705';

describe('error reporting with SENTRY_DSN', () => {
  let database: DatabaseHandle;
  let ingest: ErrorIngest;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    ingest = await startErrorIngest();
    database = await openTestDatabase();
    const config = readConfig({ SENTRY_DSN: ingest.dsn, SENTRY_RELEASE: '1.0.0+test123', SENTRY_ENVIRONMENT: 'test' });
    fastify = Fastify(serverOptions(config, false));
    await fastify.register(portal, { db: database.db, dbKind: database.kind, config: { ...config, webDist: undefined, webRenderer: undefined } });
    // test-only routes: a fault that quotes what the member sent, a refusal, an outage
    fastify.post('/api/test/explode/:card', async () => {
      throw new Error(`no member with national ID ${NATIONAL_ID} (password=${PASSWORD})`);
    });
    fastify.get('/api/test/refuse', async () => {
      throw new ApiFailure(404, 'NOT_FOUND', 'ไม่พบข้อมูลที่ร้องขอ');
    });
    fastify.get('/api/test/outage', async () => {
      throw new ApiFailure(503, 'DATABASE_UNAVAILABLE', 'ระบบฐานข้อมูลไม่พร้อมใช้งาน');
    });
    await fastify.ready();
  });
  afterEach(() => {
    ingest.envelopes.length = 0;
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
    await ingest.close();
  });

  it('sends a 500 with the release tag, the route and the status, and none of the secrets sent', async () => {
    const res = await fastify.inject({
      method: 'POST',
      url: `/api/test/explode/${NATIONAL_ID}?card=${NATIONAL_ID}`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}` },
      payload: { mem_password: PASSWORD, card_id: NATIONAL_ID },
    });
    expect(res.statusCode).toBe(500);

    await vi.waitFor(() => expect(ingest.envelopes.some((e) => e.events.length > 0)).toBe(true), { timeout: 5000 });
    const [envelope] = ingest.envelopes;
    const event = envelope?.events[0] as { release: string; environment: string; tags: Record<string, string>; request: { method: string } };
    expect(event.release).toBe('1.0.0+test123');
    expect(event.environment).toBe('test');
    expect(event.tags).toMatchObject({ route: '/api/test/explode/:card', status: '500', method: 'POST' });
    expect(event.request.method).toBe('POST');
    expect(envelope?.raw).toContain('no member with national ID');
    for (const secret of [TOKEN, PASSWORD, NATIONAL_ID]) expect(envelope?.raw).not.toContain(secret);
  });

  it('sends nothing for a refusal (4xx)', async () => {
    expect((await fastify.inject({ method: 'GET', url: '/api/test/refuse' })).statusCode).toBe(404);
    await fastify.inject({ method: 'POST', url: '/api/test/explode/1', payload: {} });
    await vi.waitFor(() => expect(ingest.envelopes).toHaveLength(1), { timeout: 5000 });
    expect(ingest.envelopes[0]?.raw).not.toContain('/api/test/refuse');
  });

  it('sends nothing for a database outage (503)', async () => {
    expect((await fastify.inject({ method: 'GET', url: '/api/test/outage' })).statusCode).toBe(503);
    await fastify.inject({ method: 'POST', url: '/api/test/explode/1', payload: {} });
    await vi.waitFor(() => expect(ingest.envelopes).toHaveLength(1), { timeout: 5000 });
    expect(ingest.envelopes[0]?.raw).not.toContain('/api/test/outage');
  });

  it('logs and sends an uncaught exception, then ends the process', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    process.emit('uncaughtException', new Error(`crashed on ${NATIONAL_ID}`));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 5000 });
    const event = ingest.envelopes[0]?.events[0] as { release: string; tags: Record<string, string> };
    expect(event.tags.crash).toBe('uncaughtException');
    expect(event.release).toBe('1.0.0+test123');
    expect(ingest.envelopes[0]?.raw).not.toContain(NATIONAL_ID);
  });
});

describe('error reporting of pages with SENTRY_WEB_DSN', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const connectSrc = (csp: unknown) =>
    String(csp)
      .split(';')
      .find((directive) => directive.startsWith('connect-src'));
  const webDsnConfig = (webDsn: string | undefined) => ({
    webDist: dist,
    errorReporting: { dsn: undefined, webDsn, release: undefined, environment: 'staging' },
  });

  it("names the DSN and environment in every page and lets pages connect to the DSN's origin only", async () => {
    const t = await startTestApp(webDsnConfig('https://public@errors.example.org:8443/7'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/home' });
      expect(res.body).toContain(
        '<meta name="error-reporting-dsn" content="https://public@errors.example.org:8443/7"><meta name="error-reporting-environment" content="staging"></head>',
      );
      expect(connectSrc(res.headers['content-security-policy'])).toBe("connect-src 'self' https://errors.example.org:8443");
    } finally {
      await t.close();
    }
  });

  it('names no DSN and allows no other origin without one', async () => {
    const t = await startTestApp(webDsnConfig(undefined));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/home' });
      expect(res.body).not.toContain('error-reporting');
      expect(connectSrc(res.headers['content-security-policy'])).toBe("connect-src 'self'");
    } finally {
      await t.close();
    }
  });
});
