import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PUSH_TEXT } from '../../../src/features/web-push/web-push-text';
import { loggedInMember, memberPost } from '../../support/requests';
import { TestPushService, verifyVapid } from '../../support/push-service';
import { closeApps, startTestApp, startTwoApps, type TestContext } from '../../support/test-app';

const SUBJECT = 'mailto:it@coop.example';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('a member turns push on and off per device', () => {
  let t: TestContext;
  let service: TestPushService;

  beforeAll(async () => {
    service = await TestPushService.start();
    t = await startTestApp({ webPush: { subject: SUBJECT, serviceHosts: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const publicKey = async () => (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key as string;
  const devices = async (token: string) => (await memberPost(t.app, '/api/member/push/devices', token, {})).json().devices as { device_name: string }[];
  const subscribe = (token: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/member/push/subscribe', headers: { authorization: `Bearer ${token}`, 'user-agent': PHONE }, payload: body as object });

  it('serves one P-256 public key, made once and kept in the database', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const stored = await t.database.db.selectFrom('web_push_keys').select('public_key').execute();
    expect(stored).toEqual([{ public_key: key }]);
    expect(await publicKey()).toBe(key);
  });

  it("keeps the device under the browser's name and lists it", async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    const res = await subscribe(token, browser.toJSON());
    expect(res.json()).toEqual({ rc_code: '1', rc_des: WEB_PUSH_TEXT.subscribed });
    expect(await devices(token)).toEqual([expect.objectContaining({ device_name: 'Chrome บน Android', last_success_at: null })]);
  });

  it('refuses an address outside the configured push services in Thai', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    const res = await subscribe(token, { ...browser.toJSON(), endpoint: 'http://10.0.0.5/push/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_PUSH_SERVICE', error: WEB_PUSH_TEXT.unknownService });
    expect(await devices(token)).toEqual([]);
  });

  it('sends a test message the browser decrypts, signed with the served VAPID key for the service it goes to', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    await subscribe(token, browser.toJSON());
    const res = await memberPost(t.app, '/api/member/push/test', token, { endpoint: browser.endpoint });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: WEB_PUSH_TEXT.testSent });
    const [message] = service.messagesFor(browser);
    expect(message?.payload).toMatchObject({ title: WEB_PUSH_TEXT.testTitle, body: WEB_PUSH_TEXT.testBody, link: '/member/welcome' });
    const vapid = verifyVapid(message?.push.headers.authorization);
    expect(vapid.publicKey).toBe(await publicKey());
    expect(vapid.claims).toMatchObject({ aud: service.origin, sub: SUBJECT });
    expect(vapid.claims.exp - t.clock.now().getTime() / 1000).toBeLessThanOrEqual(24 * 60 * 60);
    expect(message?.push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'normal' });
    expect((await devices(token))[0]).toMatchObject({ last_success_at: t.clock.now().toISOString() });
  });

  it('removes a device its push service has forgotten when the test is sent, and says so', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    await subscribe(token, browser.toJSON());
    service.answerNext(browser, { status: 410 });
    const res = await memberPost(t.app, '/api/member/push/test', token, { endpoint: browser.endpoint });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PUSH_GONE', error: WEB_PUSH_TEXT.testGone });
    expect(await devices(token)).toEqual([]);
  });

  it('answers a 502 in Thai when the push service refuses the test', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    await subscribe(token, browser.toJSON());
    service.answerNext(browser, { status: 503 });
    const res = await memberPost(t.app, '/api/member/push/test', token, { endpoint: browser.endpoint });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PUSH_FAILED', error: WEB_PUSH_TEXT.testFailed });
  });

  it('turns push off for the device', async () => {
    const { token } = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    await subscribe(token, browser.toJSON());
    const res = await memberPost(t.app, '/api/member/push/unsubscribe', token, { endpoint: browser.endpoint });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: WEB_PUSH_TEXT.unsubscribed });
    expect(await devices(token)).toEqual([]);
  });

  it('gives a shared device to the member who turned push on last', async () => {
    const first = await loggedInMember(t.app, t.database.db);
    const second = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    await subscribe(first.token, browser.toJSON());
    await subscribe(second.token, browser.toJSON());
    expect(await devices(first.token)).toEqual([]);
    expect(await devices(second.token)).toHaveLength(1);
  });

  it("sends no test to another member's device", async () => {
    const owner = await loggedInMember(t.app, t.database.db);
    const other = await loggedInMember(t.app, t.database.db);
    const browser = service.newBrowser();
    await subscribe(owner.token, browser.toJSON());
    const res = await memberPost(t.app, '/api/member/push/test', other.token, { endpoint: browser.endpoint });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_SUBSCRIBED' });
    expect(service.messagesFor(browser)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('every process signs with one VAPID key (PostgreSQL)', () => {
  let t: TestContext;
  let other: TestContext;
  beforeAll(async () => {
    ({ t, other } = await startTwoApps());
  });
  afterAll(() => closeApps(other, t));

  it('serves the key the first process made from the second', async () => {
    const keyOf = async (c: TestContext) => (await c.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key as string;
    expect(await keyOf(other)).toBe(await keyOf(t));
    expect(await t.database.db.selectFrom('web_push_keys').select('id').execute()).toHaveLength(1);
  });
});
