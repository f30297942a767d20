import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/domain/context';
import { servicesOf } from '../../src/http/request-context';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { deliveryJob } from '../../src/notify/delivery-job';
import { NO_MEMBER_PARAMS, publishMemberEvent } from '../../src/notify/publish-member-event';
import { ChannelPeer, peerSender } from '../support/channel-peer';
import { addMember, newMembershipNo } from '../support/members';
import { databaseUrlOf, startTestApp, type TestContext, until } from '../support/test-app';

const script = path.resolve(import.meta.dirname, 'delivery-worker-process.ts');
const MEMBERS = 60;


describe.runIf(process.env.TEST_DB === 'postgres')('a process killed with SIGKILL in the middle of a fan-out', () => {
  let t: TestContext;
  let url: string;
  const peer = new ChannelPeer();
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    await peer.start();
    t = await startTestApp({}, undefined, undefined, [deliveryJob as JobDefinition], [peerSender('push', peer)]);
    url = await databaseUrlOf(t);
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await t.close();
    await peer.close();
  });

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: url, JOB_WORKER: '1', JOB_LEASE_SECONDS: '1', JOB_POLL_MS: '50', PEER_URL: peer.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  it('loses nothing once restarted, and the peer has exactly one message per member', async () => {
    const nos: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const no = newMembershipNo();
      await addMember(t.database.db, no);
      await t.database.db.insertInto('notification_preferences').values({ membership_no: no, kind: 'staff-broadcast', channel: 'push', updated_at: t.clock.now() }).execute();
      // the worker runs on the real clock: at night (21:00-07:00 in Thailand) push would wait for the morning
      await t.database.db.insertInto('notification_settings').values({ membership_no: no, quiet_hours: false, updated_at: t.clock.now() }).execute();
      nos.push(no);
    }
    const { eventId } = await publishMemberEvent(
      systemContext(servicesOf(t.app), 'test'),
      { kind: 'staff-broadcast', key: 'killed-fan-out', params: { title: 'ประกาศ', body: 'ทดสอบ' } },
      t.database.db.selectFrom('members').where('membership_no', 'in', nos).select(['membership_no', NO_MEMBER_PARAMS]),
    );
    peer.delayMs = 50;
    const first = startWorker();
    // a worker's cold start (tsx compiling the server) takes most of this on a busy machine
    await until(async () => peer.received.length >= MEMBERS / 3, 150_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(peer.received.length).toBeLessThan(MEMBERS);
    startWorker();
    const sent = async () =>
      Number((await t.database.db.selectFrom('member_deliveries').where('event_id', '=', eventId).where('status', '=', 'sent').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    await until(async () => (await sent()) === MEMBERS, 150_000);
    // a provider drops a repeat of a delivery id; at most the one message in flight at the kill could repeat
    const unique = new Map(peer.received.map((m) => [m.deliveryId, m.membershipNo]));
    expect([...unique.values()].sort()).toEqual([...nos].sort());
    expect(peer.received.length - unique.size).toBeLessThanOrEqual(1);
  }, 330_000);
});
