import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/domain/context';
import { servicesOf } from '../../src/http/request-context';
import { THROTTLE_CLEANUP_JOB, throttleCleanupJob } from '../../src/jobs/throttle-cleanup-job';
import { startTestApp, type TestContext } from '../support/test-app';

const HOUR = 60 * 60_000;

describe('the nightly clean-up of throttle counters', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('deletes counters whose window began over a day ago and leaves those that can still refuse', async () => {
    const now = t.clock.now().getTime();
    const row = (key: string, startedHoursAgo: number, lockedForHours: number | null) => ({
      scope: 'costly:statement',
      key,
      failures: 3,
      window_started_at: new Date(now - startedHoursAgo * HOUR),
      locked_until: lockedForHours === null ? null : new Date(now + lockedForHours * HOUR),
    });
    await t.database.db
      .insertInto('login_throttle')
      .values([row('member:spent', 25, null), row('member:lock-over', 25, -1), row('member:locked', 25, 1), row('member:recent', 1, null)])
      .execute();
    await throttleCleanupJob.handler(systemContext(servicesOf(t.app), THROTTLE_CLEANUP_JOB), undefined, {
      id: '1',
      name: THROTTLE_CLEANUP_JOB,
      key: null,
      attempt: 1,
      lastAttempt: false,
    });
    const left = await t.database.db.selectFrom('login_throttle').select('key').where('scope', '=', 'costly:statement').orderBy('key').execute();
    expect(left.map((r) => r.key)).toEqual(['member:locked', 'member:recent']);
  });

  it('runs once a night at 03:30 Bangkok time, one at a time across processes', () => {
    expect([throttleCleanupJob.cron, throttleCleanupJob.singleton]).toEqual(['30 3 * * *', true]);
  });
});
