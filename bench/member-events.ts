// The deduction-billed fan-out (issue 25, decision 053) on PostgreSQL with 100,000 members: publishMemberEvent writes
// every inbox entry and queues every opted-in delivery (a third of the members with push, a tenth with LINE) in one
// transaction, timed; then a member's inbox feed query is timed while a second publish runs.
//
//   npx tsx bench/member-events.ts            # BENCH_EVENTS_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/coop_events_bench
import { sql } from 'kysely';
import pg from 'pg';
import { readConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { systemContext, type Services } from '../apps/server/src/domain/context';
import { DatabaseJobQueue } from '../apps/server/src/jobs/database-job-queue';
import { deliveryJob } from '../apps/server/src/notify/delivery-job';
import type { JobDefinition } from '../apps/server/src/jobs/job-definition';
import { publishMemberEvent } from '../apps/server/src/notify/publish-member-event';
import { listInbox, shownSince } from '../apps/server/src/features/member-inbox/inbox-queries';
import { SessionCache } from '../apps/server/src/auth/session-cache';
import { UNCONFIGURED_SITE } from '../apps/server/src/site/site-defaults';
import type { ChannelSender } from '../apps/server/src/notify/channel-sender';

const MEMBERS = 100_000;
const url = process.env.BENCH_EVENTS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/coop_events_bench';
const target = new URL(url);
const admin = new pg.Client({ connectionString: `postgres://${target.username}@${target.host}/postgres` });
await admin.connect();
await admin.query(`drop database if exists ${target.pathname.slice(1)}`);
await admin.query(`create database ${target.pathname.slice(1)}`);
await admin.end();

const { db, close } = await openPostgres(url, { poolSize: 4 });
await migrateToLatest(db);
await sql`insert into member_groups (member_group_no, name) values ('00000001', 'หน่วยทดสอบ')`.execute(db);
await sql`insert into members (membership_no, prename, first_name, last_name, member_group_no, member_status, national_id, sex)
  select lpad(n::text, 7, '0'), 'นาย', 'สมาชิก', 'ทดสอบ' || n, '00000001', 'ปกติ', '1101700203450', 'M' from generate_series(1, ${MEMBERS}) n`.execute(db);
await sql`insert into kep_headers (membership_no, year, month, seq, member_group_no, receipt_no, receipt_date, posted, share_total, principal_total, interest_total, amount_total)
  select lpad(n::text, 7, '0'), 2026, 11, 1, '00000001', 'R' || n, '2026-11-30', false, 1000, 2000, 300.25, 3300.25 from generate_series(1, ${MEMBERS}) n`.execute(db);
await sql`insert into notification_preferences (membership_no, kind, channel, updated_at)
  select lpad(n::text, 7, '0'), 'deduction-billed', 'push', now() from generate_series(1, ${MEMBERS}, 3) n
  union all select lpad(n::text, 7, '0'), 'deduction-billed', 'line', now() from generate_series(1, ${MEMBERS}, 10) n`.execute(db);
await sql`analyze`.execute(db);

const configured = (channel: 'push' | 'line'): ChannelSender => ({ channel, configured: () => true, send: async () => ({ kind: 'sent' }) });
const jobs = [deliveryJob as JobDefinition];
const now = () => new Date('2026-11-30T03:00:00Z');
const services: Services = {
  db, now, log: console, config: readConfig({}), sessionCache: new SessionCache(), mailer: undefined, siteDefaults: UNCONFIGURED_SITE,
  publicSiteChanged: async () => undefined, channels: [configured('push'), configured('line')], jobs: new DatabaseJobQueue(db, jobs, now),
};
const audience = (month: number) =>
  db.selectFrom('kep_headers').where('year', '=', 2026).where('month', '=', month).where('posted', '=', false).groupBy('membership_no')
    .select(['membership_no', sql<unknown>`jsonb_build_object('amount', sum(amount_total))`.as('params')]);

let t0 = performance.now();
const published = await publishMemberEvent(systemContext(services, 'bench'), { kind: 'deduction-billed', key: 'deduction-billed:2026-11', params: { year: 2026, month: 11 } }, audience(11));
const fanOutMs = performance.now() - t0;
const queuedJobs = Number((await sql<{ n: number }>`select count(*) as n from jobs where name = 'notify.deliver'`.execute(db)).rows[0]?.n);
console.log(JSON.stringify({ members: MEMBERS, inbox: published.inbox, deliveries: published.deliveries, jobs: queuedJobs, fanOutMs: Math.round(fanOutMs) }));

// feeds while a second month fans out
await sql`update kep_headers set month = 12 where membership_no > '0050000'`.execute(db);
const times: number[] = [];
let running = true;
const second = publishMemberEvent(systemContext(services, 'bench'), { kind: 'deduction-billed', key: 'deduction-billed:2026-12', params: { year: 2026, month: 12 } }, audience(12)).finally(() => (running = false));
let i = 0;
while (running || i < 200) {
  const no = String(1 + ((i * 7919) % MEMBERS)).padStart(7, '0');
  t0 = performance.now();
  await listInbox(db, no, shownSince(now()), 0, 20);
  times.push(performance.now() - t0);
  i += 1;
}
await second;
times.sort((a, b) => a - b);
const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(JSON.stringify({ feedQueries: times.length, p50ms: p(0.5), p99ms: p(0.99) }));
await close();
