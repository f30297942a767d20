import { DESKTOP_NOTIFY_EVENT } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDesktopNotification } from '../../src/realtime/desktop-notifications';
import { closeApps, startTestApp, startTwoApps, type TestContext } from '../support/test-app';

const addresses = new WeakMap<FastifyInstance, Promise<string>>();
const addressOf = (app: FastifyInstance) => {
  let address = addresses.get(app);
  if (!address) addresses.set(app, (address = app.listen({ host: '127.0.0.1', port: 0 })));
  return address;
};

/** An SSE client on a real socket: collects the text and waits for what a test expects. */
async function openStream(app: FastifyInstance) {
  const address = await addressOf(app);
  const controller = new AbortController();
  const res = await fetch(`${address}/api/info/notifications`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const waitFor = async (needle: string) => {
    const deadline = Date.now() + 5000;
    while (!text.includes(needle)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${needle}; got ${text}`);
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended; got ${text}`);
      text += value;
    }
  };
  return { res, waitFor, text: () => text, close: () => controller.abort() };
}

const notification = { title: 'ข่าวใหม่จากสหกรณ์', body: 'ประกาศอัตราดอกเบี้ยใหม่', url: '42' };
const eventOf = (n: object) => `event: ${DESKTOP_NOTIFY_EVENT}\ndata: ${JSON.stringify(n)}\n\n`;

describe('desktop notifications over server-sent events', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('delivers a published notification as a .desktopNotify event, and cleans up when the client leaves', async () => {
    const stream = await openStream(t.app);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    expect(stream.res.headers.get('x-content-type-options')).toBe('nosniff');
    await stream.waitFor(': connected');
    expect(t.app.desktopNotifications.size).toBe(1);

    await publishDesktopNotification(t.database.db, notification);
    await stream.waitFor(eventOf(notification));

    stream.close();
    await expect.poll(() => t.app.desktopNotifications.size).toBe(0);
  });

  it('delivers to every connected client, and notifications sent inside a transaction only on commit', async () => {
    const [a, b] = [await openStream(t.app), await openStream(t.app)];
    await Promise.all([a.waitFor(': connected'), b.waitFor(': connected')]);
    const rolledBack = { title: 'ไม่ควรถึง', body: '', url: '1' };
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await publishDesktopNotification(trx, rolledBack);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const second = { ...notification, title: 'ฉบับที่สอง' };
    await publishDesktopNotification(t.database.db, second);
    await Promise.all([a.waitFor(eventOf(second)), b.waitFor(eventOf(second))]);
    expect(a.text()).not.toContain('ไม่ควรถึง');
    a.close();
    b.close();
  });

  it('passes on only notifications of the contract shape', async () => {
    await expect(publishDesktopNotification(t.database.db, { title: '', body: '', url: '' })).rejects.toThrow();
    const stream = await openStream(t.app);
    await stream.waitFor(': connected');
    await sql`select pg_notify('coop_desktop_notify', 'not json')`.execute(t.database.db);
    await sql`select pg_notify('coop_desktop_notify', '{"title":1}')`.execute(t.database.db);
    await publishDesktopNotification(t.database.db, notification);
    await stream.waitFor(eventOf(notification));
    expect(stream.text().match(/event:/g)).toHaveLength(1);
    stream.close();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('desktop notifications across processes (PostgreSQL)', () => {
  let t: TestContext;
  let other: TestContext;
  beforeAll(async () => {
    ({ t, other } = await startTwoApps());
  });
  afterAll(() => closeApps(other, t));

  it('a notification published through one app reaches the clients of both', async () => {
    const [a, b] = [await openStream(t.app), await openStream(other.app)];
    await Promise.all([a.waitFor(': connected'), b.waitFor(': connected')]);
    await publishDesktopNotification(other.database.db, notification);
    await Promise.all([a.waitFor(eventOf(notification)), b.waitFor(eventOf(notification))]);
    a.close();
    b.close();
  });
});
