import type { NotificationChannel } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/domain/context';
import { servicesOf } from '../../src/http/request-context';
import { deliveryJob } from '../../src/notify/delivery-job';
import { DELIVER_JOB } from '../../src/notify/delivery-range';
import { type Audience, NO_MEMBER_PARAMS, publishMemberEvent } from '../../src/notify/publish-member-event';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { ChannelPeer, peerSender } from '../support/channel-peer';
import { addMember, newMembershipNo } from '../support/members';
import { startTestApp, type TestContext } from '../support/test-app';

describe('publishing a member event: inbox entries, deliveries on the channels members chose, sent once each', () => {
  let t: TestContext;
  const push = new ChannelPeer();
  const line = new ChannelPeer();
  const sms = new ChannelPeer();
  beforeAll(async () => {
    await Promise.all([push.start(), line.start(), sms.start()]);
    t = await startTestApp({}, undefined, undefined, [deliveryJob as JobDefinition], [
      peerSender('push', push),
      peerSender('line', line),
      // not configured: never offered, never written as a delivery
      peerSender('sms', sms, false),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([push.close(), line.close(), sms.close()]);
  });

  const context = () => systemContext(servicesOf(t.app), 'test');
  let eventNo = 0;
  const key = () => `test-event:${(eventNo += 1)}`;

  /** New members, each with the channels given turned on for `kind`. */
  async function members(count: number, kind: string, channels: NotificationChannel[]): Promise<string[]> {
    const nos: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const no = newMembershipNo();
      await addMember(t.database.db, no);
      for (const channel of channels) {
        await t.database.db.insertInto('notification_preferences').values({ membership_no: no, kind: kind as 'staff-broadcast', channel, updated_at: t.clock.now() }).execute();
      }
      nos.push(no);
    }
    return nos;
  }
  const audienceOf = (nos: string[]): Audience => t.database.db.selectFrom('members').where('membership_no', 'in', nos).select(['membership_no', NO_MEMBER_PARAMS]);
  const broadcast = (nos: string[], k = key()) =>
    publishMemberEvent(context(), { kind: 'staff-broadcast', key: k, params: { title: 'ประกาศทดสอบ', body: 'เนื้อความ' } }, audienceOf(nos));
  const deliveriesOf = (eventId: number) =>
    t.database.db.selectFrom('member_deliveries').where('event_id', '=', eventId).select(['id', 'membership_no', 'channel', 'status', 'attempts', 'next_at']).orderBy('id').execute();
  const receivedBy = (peer: ChannelPeer, nos: string[]) => peer.received.filter((m) => nos.includes(m.membershipNo));

  it('writes one inbox entry per member and one delivery per configured channel each member turned on', async () => {
    const both = await members(2, 'staff-broadcast', ['push', 'line', 'sms']);
    const none = await members(3, 'staff-broadcast', []);
    const published = await broadcast([...both, ...none]);
    expect(published.inbox).toBe(5);
    expect(published.deliveries).toEqual({ push: 2, line: 2 });
    const inbox = await t.database.db.selectFrom('member_inbox').where('event_id', '=', published.eventId).select('membership_no').execute();
    expect(inbox.map((r) => r.membership_no).sort()).toEqual([...both, ...none].sort());
    expect((await deliveriesOf(published.eventId)).every((d) => d.status === 'queued')).toBe(true);
  });

  it('delivers each queued message through its channel once, with the Thai words and the delivery id', async () => {
    const nos = await members(3, 'staff-broadcast', ['push']);
    const published = await broadcast(nos);
    await t.app.jobs.drain();
    const got = receivedBy(push, nos);
    expect(got).toHaveLength(3);
    expect(got[0]).toMatchObject({ title: 'ประกาศทดสอบ', body: 'เนื้อความ', link: '/member/inbox' });
    const rows = await deliveriesOf(published.eventId);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(new Set(got.map((m) => m.deliveryId))).toEqual(new Set(rows.map((r) => String(r.id))));
  });

  it('sends once when the delivery job runs again for the same slice', async () => {
    const nos = await members(2, 'staff-broadcast', ['push']);
    const published = await broadcast(nos);
    await t.app.jobs.drain();
    const ids = (await deliveriesOf(published.eventId)).map((d) => d.id);
    await t.app.jobs.send(DELIVER_JOB, { eventId: published.eventId, channel: 'push', fromId: ids[0], toId: ids.at(-1) });
    await t.app.jobs.drain();
    expect(receivedBy(push, nos)).toHaveLength(2);
  });

  it('publishing the same key again reaches only the members it missed', async () => {
    const first = await members(2, 'staff-broadcast', ['push']);
    const k = key();
    await broadcast(first, k);
    const later = await members(1, 'staff-broadcast', ['push']);
    const again = await broadcast([...first, ...later], k);
    expect(again.inbox).toBe(1);
    await t.app.jobs.drain();
    expect(receivedBy(push, [...first, ...later])).toHaveLength(3);
  });

  it('a provider answering 429 waits with backoff while another channel goes on, then is sent once', async () => {
    const nos = await members(2, 'staff-broadcast', ['push', 'line']);
    line.answerWith(429, 120);
    const published = await broadcast(nos);
    await t.app.jobs.drain();
    expect(receivedBy(push, nos)).toHaveLength(2);
    expect(receivedBy(line, nos)).toHaveLength(0);
    const waiting = (await deliveriesOf(published.eventId)).filter((d) => d.channel === 'line');
    expect(waiting.map((d) => d.status)).toEqual(['queued', 'queued']);
    expect(new Date(waiting[0]!.next_at).getTime()).toBe(t.clock.now().getTime() + 120_000);
    line.answerWith(200);
    t.clock.advanceSeconds(121);
    await t.app.jobs.drain();
    expect(receivedBy(line, nos)).toHaveLength(2);
    expect((await deliveriesOf(published.eventId)).every((d) => d.status === 'sent')).toBe(true);
  });

  it('a provider that is down is retried later, never marked sent, and fails after its last attempt', async () => {
    const nos = await members(1, 'staff-broadcast', ['line']);
    line.answerWith(500);
    const published = await broadcast(nos);
    for (let i = 0; i < 10; i += 1) {
      await t.app.jobs.drain();
      t.clock.advanceMinutes(61);
    }
    line.answerWith(200);
    const [row] = await deliveriesOf(published.eventId);
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    expect(receivedBy(line, nos)).toHaveLength(0);
  });

  it('a member who turned the channel off before it was sent is skipped', async () => {
    const nos = await members(1, 'staff-broadcast', ['push']);
    const published = await broadcast(nos);
    await t.database.db.deleteFrom('notification_preferences').where('membership_no', '=', nos[0]!).execute();
    await t.app.jobs.drain();
    expect(receivedBy(push, nos)).toHaveLength(0);
    expect((await deliveriesOf(published.eventId))[0]?.status).toBe('skipped');
  });

  it('quiet hours hold push until 07:00 Thai time, unless the member turned them off; a security event passes', async () => {
    const [held, awake] = await members(2, 'staff-broadcast', ['push']);
    await t.database.db.insertInto('notification_settings').values({ membership_no: awake!, quiet_hours: false, updated_at: t.clock.now() }).execute();
    const [secure] = await members(1, 'password-changed', ['push']);
    // 22:00 in Bangkok
    const hoursTo22 = (24 + 15 - t.clock.now().getUTCHours()) % 24;
    t.clock.advanceMinutes(hoursTo22 * 60 - t.clock.now().getUTCMinutes());
    await broadcast([held!, awake!]);
    await publishMemberEvent(context(), { kind: 'password-changed', key: key() }, audienceOf([secure!]));
    await t.app.jobs.drain();
    expect(receivedBy(push, [held!]).length).toBe(0);
    expect(receivedBy(push, [awake!, secure!]).length).toBe(2);
    t.clock.advanceMinutes(9 * 60 + 1);
    await t.app.jobs.drain();
    expect(receivedBy(push, [held!]).length).toBe(1);
  });
});
