import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAMS_FULL_MESSAGE } from '../../../src/features/notifications/routes/notifications';
import { startTestApp, type TestContext } from '../../support/test-app';

/** A notification stream on a real socket, from `address` (a loopback address stands for a client). */
async function openStream(app: FastifyInstance, base: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/info/notifications`, { signal: controller.signal });
  return { res, close: () => controller.abort() };
}

describe('the notification stream', () => {
  let t: TestContext;
  let base: string;
  const start = async (perAddress: number, total: number) => {
    t = await startTestApp({ notificationStreams: { perAddress, total } });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  };
  afterEach(() => t.close());

  it('answers HEAD at once with the stream headers and no body', async () => {
    await start(5, 1000);
    const res = await fetch(`${base}/api/info/notifications`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(t.app.desktopNotifications.size).toBe(0);
  });

  it('refuses a stream beyond the per-address cap with a Thai 503 and Retry-After', async () => {
    await start(2, 1000);
    const open = [await openStream(t.app, base), await openStream(t.app, base)];
    expect(open.map((s) => s.res.status)).toEqual([200, 200]);
    const refused = await fetch(`${base}/api/info/notifications`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ rc_code: '0', code: 'STREAMS_FULL', error: STREAMS_FULL_MESSAGE, request_id: refused.headers.get('x-request-id') });
    for (const s of open) s.close();
  });

  it('refuses a stream beyond the total cap, whatever the address', async () => {
    await start(5, 1);
    const first = await openStream(t.app, base);
    const other = await t.app.inject({ method: 'GET', url: '/api/info/notifications', remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(503);
    first.close();
  });

  it('frees the slot of a stream its client closed', async () => {
    await start(1, 1000);
    const first = await openStream(t.app, base);
    first.close();
    await expect.poll(() => t.app.desktopNotifications.size).toBe(0);
    const again = await openStream(t.app, base);
    expect(again.res.status).toBe(200);
    again.close();
  });
});
