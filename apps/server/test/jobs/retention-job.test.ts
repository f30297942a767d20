import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/domain/context';
import { servicesOf } from '../../src/http/request-context';
import { RETENTION_JOB, retentionJob } from '../../src/jobs/retention-job';
import { addMember, newMembershipNo } from '../support/members';
import { startTestApp, type TestContext } from '../support/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('the nightly retention sweep', () => {
  let t: TestContext;
  let member: string;
  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
  const run = () => retentionJob.handler(systemContext(servicesOf(t.app), RETENTION_JOB), undefined, { id: '1', name: RETENTION_JOB, key: null, attempt: 1, lastAttempt: false });

  // a data folder of its own: the sweep also looks at staged files, and must not see the developer's
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-rows-test-'));
  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    member = newMembershipNo();
    await addMember(t.database.db, member);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('deletes sessions that have ended and keeps those still open', async () => {
    const session = (token: string, expiresAt: Date) => ({ token_hash: token, kind: 'member', subject: member, remember: false, created_at: ago(DAY), expires_at: expiresAt, ip: '203.0.113.9', user_agent: 'test' });
    const [ended, open] = [randomUUID(), randomUUID()];
    await t.database.db.insertInto('sessions').values([session(ended, ago(MINUTE)), session(open, ago(-MINUTE))]).execute();
    await run();
    const left = await t.database.db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', [ended, open]).execute();
    expect(left.map((r) => r.token_hash)).toEqual([open]);
  });

  it('keeps the access record two years, to the day', async () => {
    const row = (detail: string, at: Date) => ({ at, event: 'sign-in' as const, area: 'member' as const, subject: member, what: 'password', detail, ip: '203.0.113.9', device: 'Chrome บน Android' });
    await t.database.db.insertInto('access_record').values([row('retention-old', ago(731 * DAY)), row('retention-kept', ago(729 * DAY))]).execute();
    await run();
    const left = await t.database.db.selectFrom('access_record').select('detail').where('detail', 'like', 'retention-%').execute();
    expect(left.map((r) => r.detail)).toEqual(['retention-kept']);
  });

  it('forgets a device not used for a year, and spent one-time codes', async () => {
    const device = (token: string, lastLoginAt: Date) => ({ token_hash: token, area: 'member', subject: member, first_login_at: ago(800 * DAY), last_login_at: lastLoginAt });
    const [stale, recent] = [randomUUID(), randomUUID()];
    await t.database.db.insertInto('known_devices').values([device(stale, ago(366 * DAY)), device(recent, ago(30 * DAY))]).execute();
    await t.database.db.insertInto('member_one_time_codes').values({ membership_no: member, purpose: 'register', code_hash: 'x', expires_at: ago(MINUTE), tries_left: 3 }).execute();
    await run();
    const devices = await t.database.db.selectFrom('known_devices').select('token_hash').where('token_hash', 'in', [stale, recent]).execute();
    expect(devices.map((r) => r.token_hash)).toEqual([recent]);
    expect(await t.database.db.selectFrom('member_one_time_codes').select('purpose').where('membership_no', '=', member).execute()).toEqual([]);
  });

  it('runs once a night at 03:45 Bangkok time, one at a time across processes', () => {
    expect([retentionJob.cron, retentionJob.singleton]).toEqual(['45 3 * * *', true]);
  });
});

describe('the retention sweep of files left aside', () => {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-test-'));
    t = await startTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('deletes a staged file a day old, whose work never committed, and keeps a younger one', async () => {
    const staging = path.join(dataDir, '.staging');
    fs.mkdirSync(staging, { recursive: true });
    const aside = (name: string, ageMs: number) => {
      const file = path.join(staging, name);
      fs.writeFileSync(file, 'bytes');
      const at = new Date(t.clock.now().getTime() - ageMs);
      fs.utimesSync(file, at, at);
    };
    aside('abandoned', DAY + MINUTE);
    aside('in-flight', MINUTE);
    await retentionJob.handler(systemContext(servicesOf(t.app), RETENTION_JOB), undefined, { id: '1', name: RETENTION_JOB, key: null, attempt: 1, lastAttempt: false });
    expect(fs.readdirSync(staging)).toEqual(['in-flight']);
  });
});
