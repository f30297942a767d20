import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

/**
 * A broadcast goes only once approved, at its time (a job run by the injected clock), to its audience's inboxes and
 * the channels each member chose; the history counts what happened per channel (issue 25 item 7, decision 057).
 */
describe('sending a broadcast', () => {
  let t: TestContext;
  let authorUser: TestStaff;
  let checkerUser: TestStaff;
  let author: string;
  let checker: string;
  let group: string;
  const members: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    authorUser = await addStaffUser(t.database.db, 'support');
    checkerUser = await addStaffUser(t.database.db, 'admin');
    group = await addMemberGroup(t.database.db);
    for (let i = 0; i < 3; i += 1) {
      const no = newMembershipNo();
      await addMember(t.database.db, no, { member_group_no: group }, null);
      members.push(no);
    }
    // a member elsewhere, never in this group's broadcasts
    await addMember(t.database.db, newMembershipNo(), {}, null);
  });
  afterAll(() => t.close());
  // tests move the clock by half an hour and more, past a staff session's 30 idle minutes (decision 070)
  beforeEach(async () => {
    author = await staffToken(t.app, authorUser, t.clock.now());
    checker = await staffToken(t.app, checkerUser, t.clock.now());
  });

  const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
  async function approved(title: string, sendAt: string | null, decision: 'approved' | 'rejected' = 'approved'): Promise<number> {
    const body = { title, body: 'รายละเอียด', link: '/member/kep', audience: { kind: 'group', value: group }, send_at: sendAt };
    const id = (await staffPost(t.app, endpoints.broadcastSave.path, author, body)).json().id as number;
    await staffPost(t.app, endpoints.broadcastSubmit.path, author, { id });
    const decided = await staffPost(t.app, endpoints.broadcastDecide.path, checker, { id, decision, reason: 'ไม่เหมาะสม' });
    expect(decided.statusCode).toBe(200);
    return id;
  }
  const inboxOf = (id: number) =>
    t.database.db
      .selectFrom('member_inbox as i')
      .innerJoin('member_events as e', 'e.id', 'i.event_id')
      .where('e.key', '=', `broadcast:${id}`)
      .select(['i.membership_no', 'e.kind', 'e.params'])
      .orderBy('i.membership_no')
      .execute();
  const statusOf = async (id: number) => (await t.database.db.selectFrom('broadcasts').select(['status', 'recipients']).where('id', '=', id).executeTakeFirstOrThrow());
  const history = async (id: number) => (await staffPost(t.app, endpoints.broadcastList.path, checker, {})).json().data.find((b: { id: number }) => b.id === id);

  it('sent at once when approved: one inbox entry per member of the group, in the staff words, marked sent', async () => {
    const id = await approved('ประกาศหยุดทำการ', null);
    await t.app.jobs.drain();
    const entries = await inboxOf(id);
    expect(entries.map((e) => e.membership_no)).toEqual([...members].sort());
    expect(entries[0]).toMatchObject({ kind: 'staff-broadcast', params: { title: 'ประกาศหยุดทำการ', body: 'รายละเอียด', link: '/member/kep' } });
    expect(await statusOf(id)).toEqual({ status: 'sent', recipients: 3 });
    // a second run of the job (a crash after the commit) reaches no one again
    await t.app.jobs.drain();
    expect(await inboxOf(id)).toHaveLength(3);
  });

  it('a rejected broadcast never goes', async () => {
    const id = await approved('ไม่ควรส่ง', null, 'rejected');
    t.clock.advanceMinutes(5);
    await t.app.jobs.drain();
    expect(await inboxOf(id)).toEqual([]);
    expect((await statusOf(id)).status).toBe('rejected');
  });

  it('at its set time and not before', async () => {
    const id = await approved('ประชุมพรุ่งนี้', inMinutes(60));
    await t.app.jobs.drain();
    expect(await inboxOf(id)).toEqual([]);
    expect((await statusOf(id)).status).toBe('approved');
    t.clock.advanceMinutes(61);
    await t.app.jobs.drain();
    expect(await inboxOf(id)).toHaveLength(3);
    expect((await statusOf(id)).status).toBe('sent');
  });

  it('cancelled after approval, before its time: it never goes', async () => {
    const id = await approved('เลื่อนการประชุม', inMinutes(30));
    expect((await staffPost(t.app, endpoints.broadcastCancel.path, author, { id })).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    await t.app.jobs.drain();
    expect(await inboxOf(id)).toEqual([]);
    expect((await statusOf(id)).status).toBe('cancelled');
  });

  it('a sent broadcast cannot be cancelled', async () => {
    const id = await approved('ส่งแล้ว', null);
    await t.app.jobs.drain();
    expect((await staffPost(t.app, endpoints.broadcastCancel.path, author, { id })).json()).toMatchObject({ code: 'TOO_LATE' });
  });

  it('the history counts the inbox entries sent and read', async () => {
    const id = await approved('อ่านแล้วหรือยัง', null);
    await t.app.jobs.drain();
    await t.database.db
      .updateTable('member_inbox')
      .set({ read_at: t.clock.now() })
      .where('membership_no', '=', members[0]!)
      .where('event_id', '=', t.database.db.selectFrom('member_events').select('id').where('key', '=', `broadcast:${id}`))
      .execute();
    const b = await history(id);
    expect(b).toMatchObject({ status: 'sent', recipients: 3 });
    expect(b.counts).toEqual([{ channel: 'inbox', queued: 0, sent: 3, failed: 0, read: 1 }]);
  });

  it('the history counts each channel’s deliveries by status, and those whose entry was read', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    // two members turned push on for broadcasts on a device (push is always configured: its keys are made at start)
    const [first, second] = [...members].sort() as [string, string];
    await db.insertInto('notification_preferences').values([first, second].map((no) => ({ membership_no: no, kind: 'staff-broadcast' as const, channel: 'push' as const, updated_at: now }))).execute();
    await db.insertInto('push_subscriptions').values([first, second].map((no) => ({ membership_no: no, endpoint: `http://127.0.0.1:9/push/${no}`, p256dh: 'key', auth: 'auth', device_name: 'Chrome' }))).execute();
    const id = await approved('ผ่านช่องทางอื่น', null);
    await t.app.jobs.drain();
    const deliveries = await db
      .selectFrom('member_deliveries as d')
      .innerJoin('member_events as e', 'e.id', 'd.event_id')
      .where('e.key', '=', `broadcast:${id}`)
      .select(['d.id', 'd.membership_no', 'd.channel'])
      .orderBy('d.membership_no')
      .execute();
    expect(deliveries.map((d) => [d.membership_no, d.channel])).toEqual([[first, 'push'], [second, 'push']]);
    // what the delivery jobs would leave: the first member's phone took it and they read it, the second's is gone
    await db.updateTable('member_deliveries').set({ status: 'sent' }).where('id', '=', deliveries[0]!.id).execute();
    await db.updateTable('member_deliveries').set({ status: 'no-address' }).where('id', '=', deliveries[1]!.id).execute();
    await db.updateTable('member_inbox').set({ read_at: now }).where('membership_no', '=', first).where('event_id', '=', db.selectFrom('member_events').select('id').where('key', '=', `broadcast:${id}`)).execute();
    expect((await history(id)).counts).toEqual([
      { channel: 'inbox', queued: 0, sent: 3, failed: 0, read: 1 },
      { channel: 'push', queued: 0, sent: 1, failed: 1, read: 1 },
    ]);
  });
});
