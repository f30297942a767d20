import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinePlatform, newLineUserId } from '../../support/line-platform';
import { MailCatcher } from '../../support/mail-catcher';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { SmsGatewayDouble } from '../../support/sms-gateway-double';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

type Channel = 'push' | 'line' | 'email' | 'sms';
const ALL: readonly Channel[] = ['push', 'line', 'email', 'sms'];

/**
 * The composer's reach per channel is what the broadcast then queues, member for member: a crafted group of members
 * with a landline, a mobile in either form, no or a broken e-mail address, no device, no LINE link, or no opt-in, on
 * a deployment with every channel configured (decision 062).
 */
describe('a broadcast reaches on each channel exactly the members its preview counted', () => {
  let t: TestContext;
  let author: string;
  let checker: string;
  let group: string;
  const line = new LinePlatform();
  const mail = new MailCatcher();
  const sms = new SmsGatewayDouble();
  const expected: Record<Channel, string[]> = { push: [], line: [], email: [], sms: [] };

  /** A member of the group with these contacts, who chose broadcasts on `chose`, with a device and a LINE link if asked. */
  async function member(fields: { phone?: string; email?: string; member_status?: string }, chose: readonly Channel[], has: { device?: boolean; line?: boolean } = {}) {
    const db = t.database.db;
    const no = newMembershipNo();
    await addMember(db, no, { member_group_no: group, phone: '', email: '', ...fields }, null);
    if (chose.length > 0) {
      await db.insertInto('notification_preferences').values(chose.map((channel) => ({ membership_no: no, kind: 'staff-broadcast' as const, channel, updated_at: t.clock.now() }))).execute();
    }
    if (has.device) {
      await db.insertInto('push_subscriptions').values({ membership_no: no, endpoint: `http://127.0.0.1:9/push/${no}`, p256dh: 'key', auth: 'auth', device_name: 'Chrome' }).execute();
    }
    if (has.line) await db.insertInto('line_links').values({ membership_no: no, line_user_id: newLineUserId(), linked_at: t.clock.now() }).execute();
    return no;
  }

  beforeAll(async () => {
    await line.start();
    t = await startTestApp({ ...line.config('https://portal.coop.example'), mail: { smtpUrl: await mail.start(), from: 'portal@coop.example' }, sms: await sms.start() });
    author = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    checker = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    group = await addMemberGroup(t.database.db);
    const everything = { phone: '081-234-5678', email: 'somchai@example.test' };
    const reachable = await member(everything, ALL, { device: true, line: true });
    ALL.forEach((channel) => expected[channel].push(reachable));
    expected.sms.push(await member({ phone: '+66 91 234 5678' }, ['sms']));
    expected.email.push(await member({ email: '  somsri@example.test ' }, ['email']));
    // a landline, no number, a broken address, no address: nothing to send to
    await member({ phone: '02-123-4567' }, ['sms']);
    await member({ phone: '' }, ['sms']);
    await member({ email: 'somchai at example' }, ['email']);
    await member({ email: '' }, ['email']);
    // push and LINE chosen without a device or a link
    await member(everything, ['push', 'line']);
    // everything on file, nothing chosen
    await member(everything, [], { device: true, line: true });
    // chose everything, but left the cooperative
    await member({ ...everything, member_status: 'ลาออก' }, ALL, { device: true, line: true });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([line.close(), mail.close(), sms.close()]);
  });

  const audience = () => ({ kind: 'group', value: group });

  it('counts per channel only the members who chose it and can be reached on it', async () => {
    const res = await staffPost(t.app, endpoints.broadcastReach.path, author, { audience: audience() });
    expect(res.json()).toMatchObject({
      members: 9,
      channels: [
        { channel: 'inbox', members: 9, configured: true },
        ...ALL.map((channel) => ({ channel, members: expected[channel].length, configured: true })),
      ],
    });
  });

  it('queues exactly the counted deliveries when the broadcast goes, and the providers get exactly those', async () => {
    const reach = (await staffPost(t.app, endpoints.broadcastReach.path, author, { audience: audience() })).json().channels as { channel: string; members: number }[];
    const draft = { title: 'ประกาศ', body: 'สหกรณ์ปิดทำการวันจันทร์', link: '/member/inbox', audience: audience(), send_at: null };
    const id = (await staffPost(t.app, endpoints.broadcastSave.path, author, draft)).json().id as number;
    await staffPost(t.app, endpoints.broadcastSubmit.path, author, { id });
    expect((await staffPost(t.app, endpoints.broadcastDecide.path, checker, { id, decision: 'approved' })).statusCode).toBe(200);
    await t.app.jobs.drain();

    const queued = await t.database.db
      .selectFrom('member_deliveries as d')
      .innerJoin('member_events as e', 'e.id', 'd.event_id')
      .where('e.key', '=', `broadcast:${id}`)
      .select(['d.channel', 'd.membership_no'])
      .execute();
    for (const channel of ALL) {
      const members = queued.filter((d) => d.channel === channel).map((d) => d.membership_no);
      expect(members.sort(), channel).toEqual([...expected[channel]].sort());
      expect(reach.find((c) => c.channel === channel)?.members, channel).toBe(members.length);
    }
    expect(sms.texts).toHaveLength(expected.sms.length);
    expect(line.pushes).toHaveLength(expected.line.length);
    expect(mail.mails).toHaveLength(expected.email.length);
  });
});

describe('a channel the deployment has not configured reaches no one in the preview', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts e-mail, SMS and LINE as none, and says they are not configured', async () => {
    const token = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    const group = await addMemberGroup(t.database.db);
    const no = newMembershipNo();
    await addMember(t.database.db, no, { member_group_no: group, email: 'somchai@example.test' }, null);
    await t.database.db.insertInto('notification_preferences').values(ALL.map((channel) => ({ membership_no: no, kind: 'staff-broadcast' as const, channel, updated_at: t.clock.now() }))).execute();
    const res = await staffPost(t.app, endpoints.broadcastReach.path, token, { audience: { kind: 'group', value: group } });
    expect(res.json().channels).toEqual([
      { channel: 'inbox', members: 1, configured: true },
      { channel: 'push', members: 0, configured: true },
      { channel: 'line', members: 0, configured: false },
      { channel: 'email', members: 0, configured: false },
      { channel: 'sms', members: 0, configured: false },
    ]);
  });
});
