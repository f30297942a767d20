import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../src/domain/context';
import { servicesOf } from '../../../src/http/request-context';
import type { ChannelMessage } from '../../../src/notify/channel-sender';
import { pushChannel } from '../../../src/features/web-push/push-channel';
import { loggedInMember } from '../../support/requests';
import { type BrowserSubscription, TestPushService } from '../../support/push-service';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the push channel sends a member’s message to each of their devices', () => {
  let t: TestContext;
  let service: TestPushService;
  let services: Services;

  beforeAll(async () => {
    service = await TestPushService.start();
    t = await startTestApp({ webPush: { subject: 'mailto:it@coop.example', serviceHosts: ['127.0.0.1'] } });
    services = servicesOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  /** A member with push on in these browsers. */
  async function memberWith(...browsers: BrowserSubscription[]): Promise<string> {
    const { no, token } = await loggedInMember(t.app, t.database.db);
    for (const browser of browsers) {
      const res = await t.app.inject({ method: 'POST', url: '/api/member/push/subscribe', headers: { authorization: `Bearer ${token}` }, payload: browser.toJSON() });
      expect(res.statusCode).toBe(200);
    }
    return no;
  }

  const message = (membershipNo: string, extra: Partial<ChannelMessage> = {}): ChannelMessage => ({
    deliveryId: `delivery-${membershipNo}`,
    membershipNo,
    title: 'เรียกเก็บประจำเดือน พฤศจิกายน 2569',
    body: 'ยอดเรียกเก็บ 5,230.00 บาท',
    link: '/member/kep',
    security: false,
    ...extra,
  });
  const stored = (no: string) => t.database.db.selectFrom('push_subscriptions').select('endpoint').where('membership_no', '=', no).execute();

  it('is on in every deployment: the keys are its own', () => {
    expect(pushChannel.configured(services)).toBe(true);
  });

  it('reaches every device, each reading the title, words and link, with a TTL and a topic', async () => {
    const [phone, laptop] = [service.newBrowser(), service.newBrowser()];
    const no = await memberWith(phone, laptop);
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'sent' });
    for (const browser of [phone, laptop]) {
      const [received] = service.messagesFor(browser);
      expect(received?.payload).toEqual({ title: 'เรียกเก็บประจำเดือน พฤศจิกายน 2569', body: 'ยอดเรียกเก็บ 5,230.00 บาท', link: '/member/kep', tag: `delivery-${no}`, security: false });
      expect(received?.push.headers).toMatchObject({ ttl: String(3 * 24 * 60 * 60), urgency: 'normal' });
      expect(received?.push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('asks for high urgency for a security event', async () => {
    const phone = service.newBrowser();
    const no = await memberWith(phone);
    await pushChannel.send(services, message(no, { security: true, title: 'มีการเข้าสู่ระบบจากอุปกรณ์ใหม่' }));
    expect(service.messagesFor(phone)[0]?.push.headers.urgency).toBe('high');
  });

  it('answers no-address for a member without devices', async () => {
    const no = await memberWith();
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'no-address' });
  });

  it('removes a device its service answers 404 or 410 for, keeping the others', async () => {
    const [gone, forgotten, phone] = [service.newBrowser(), service.newBrowser(), service.newBrowser()];
    const no = await memberWith(gone, forgotten, phone);
    service.answerNext(gone, { status: 410 });
    service.answerNext(forgotten, { status: 404 });
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'sent' });
    expect(await stored(no)).toEqual([{ endpoint: phone.endpoint }]);
  });

  it('answers no-address once the only device is gone', async () => {
    const gone = service.newBrowser();
    const no = await memberWith(gone);
    service.answerNext(gone, { status: 410 });
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'no-address' });
    expect(await stored(no)).toEqual([]);
  });

  it("asks to be retried after the service's Retry-After when it answers 429, and the retry arrives with the same topic", async () => {
    const phone = service.newBrowser();
    const no = await memberWith(phone);
    service.answerNext(phone, { status: 429, headers: { 'retry-after': '120' } });
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'retry', reason: 'push service answered 429', afterSeconds: 120 });
    expect(await stored(no)).toEqual([{ endpoint: phone.endpoint }]);
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'sent' });
    const [refused, taken] = service.messagesFor(phone);
    expect(taken?.payload.tag).toBe(refused?.payload.tag);
    expect(taken?.push.headers.topic).toBe(refused?.push.headers.topic);
  });

  it('asks to be retried when the push service cannot be reached', async () => {
    const no = await memberWith(service.newBrowser());
    // the device's service moved to a port nothing listens on
    await t.database.db.updateTable('push_subscriptions').set({ endpoint: 'http://127.0.0.1:9/push/closed' }).where('membership_no', '=', no).execute();
    expect(await pushChannel.send(services, message(no))).toMatchObject({ kind: 'retry' });
  });

  it('fails for good when the service refuses the message itself', async () => {
    const phone = service.newBrowser();
    const no = await memberWith(phone);
    service.answerNext(phone, { status: 403 });
    expect(await pushChannel.send(services, message(no))).toEqual({ kind: 'failed', reason: 'push service answered 403' });
  });
});
