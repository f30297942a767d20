import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobDefinition, RetryLater } from '../../src/jobs/job-definition';
import { startTestApp, type TestContext } from '../support/test-app';

/** What the test handlers did, by job name: the data of each run. */
const runs = new Map<string, unknown[]>();
const ran = (name: string) => runs.get(name) ?? [];
/** Names whose handler fails until it is told otherwise. */
const failing = new Set<string>();

const recording = (name: string, more: Partial<JobDefinition> = {}): JobDefinition => ({
  name,
  async handler(_context, data) {
    runs.set(name, [...ran(name), data]);
    if (failing.has(name)) throw new Error(`${name} failed`);
  },
  ...more,
});

const definitions: JobDefinition[] = [
  recording('plain'),
  recording('keyed'),
  recording('flaky', { retryLimit: 3, backoff: { baseSeconds: 10, maxSeconds: 60 } }),
  recording('doomed', { retryLimit: 1, backoff: { baseSeconds: 10 } }),
  {
    name: 'busy-provider',
    async handler() {
      runs.set('busy-provider', [...ran('busy-provider'), 1]);
      throw new RetryLater(120, 'ผู้ให้บริการตอบ 429');
    },
  },
  recording('nightly', { cron: '30 2 * * *' }),
];

describe('the job queue (one process)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, definitions);
  });
  afterAll(() => t.close());

  const jobOf = (id: string | null) => t.database.db.selectFrom('jobs').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

  it('runs a queued job with its data, once', async () => {
    const id = await t.app.jobs.send('plain', { n: 1 });
    expect(id).not.toBeNull();
    expect(await t.app.jobs.drain()).toBe(1);
    expect(ran('plain')).toEqual([{ n: 1 }]);
    expect((await jobOf(id)).state).toBe('done');
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('refuses a name no feature declares', async () => {
    await expect(t.app.jobs.send('no-such-job', {})).rejects.toThrow(/no-such-job/);
  });

  it('queues one job per name and key until it is done; a done job frees its key', async () => {
    const first = await t.app.jobs.send('keyed', { n: 1 }, { key: 'k1' });
    expect(await t.app.jobs.send('keyed', { n: 2 }, { key: 'k1' })).toBeNull();
    expect(await t.app.jobs.sendMany('keyed', [{ data: { n: 3 }, key: 'k1' }, { data: { n: 4 }, key: 'k2' }])).toBe(1);
    await t.app.jobs.drain();
    expect(ran('keyed')).toEqual([{ n: 1 }, { n: 4 }]);
    expect((await jobOf(first)).state).toBe('done');
    expect(await t.app.jobs.send('keyed', { n: 5 }, { key: 'k1' })).not.toBeNull();
  });

  it('exists only if the transaction that queued it commits', async () => {
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await t.app.jobs.send('plain', { n: 'rolled back' }, {}, trx);
        throw new Error('the caller fails');
      })
      .catch(() => undefined);
    await t.database.db.transaction().execute((trx) => t.app.jobs.send('plain', { n: 'committed' }, {}, trx));
    runs.delete('plain');
    await t.app.jobs.drain();
    expect(ran('plain')).toEqual([{ n: 'committed' }]);
  });

  it('waits for its run time', async () => {
    runs.delete('plain');
    await t.app.jobs.send('plain', { n: 'later' }, { runAt: new Date(t.clock.now().getTime() + 60_000) });
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceSeconds(60);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(ran('plain')).toEqual([{ n: 'later' }]);
  });

  it('retries a failure after an exponential backoff with jitter, on the app clock, then succeeds', async () => {
    failing.add('flaky');
    const id = await t.app.jobs.send('flaky', {});
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = t.clock.now().getTime();
      expect(await t.app.jobs.drain()).toBe(1);
      const job = await jobOf(id);
      expect(job).toMatchObject({ state: 'waiting', attempts: attempt, last_error: 'Error: flaky failed' });
      const delay = (job.run_at.getTime() - before) / 1000;
      delays.push(delay);
      // base 10 s doubled each time, up to a quarter more of jitter
      expect(delay).toBeGreaterThanOrEqual(10 * 2 ** (attempt - 1));
      expect(delay).toBeLessThanOrEqual(10 * 2 ** (attempt - 1) * 1.25);
      // not a second early
      t.clock.advanceSeconds(delay - 1);
      expect(await t.app.jobs.drain()).toBe(0);
      t.clock.advanceSeconds(1);
    }
    failing.delete('flaky');
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 4 });
    expect(delays).toHaveLength(3);
  });

  it('is dead after its retries, kept with its last error, and runs no more', async () => {
    failing.add('doomed');
    runs.delete('doomed');
    const id = await t.app.jobs.send('doomed', { n: 1 });
    await t.app.jobs.drain();
    t.clock.advanceSeconds(15);
    await t.app.jobs.drain();
    expect(await jobOf(id)).toMatchObject({ state: 'dead', attempts: 2, last_error: 'Error: doomed failed' });
    t.clock.advanceMinutes(600);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(ran('doomed')).toHaveLength(2);
    failing.delete('doomed');
  });

  it('runs again after the delay a RetryLater names', async () => {
    const id = await t.app.jobs.send('busy-provider', {});
    const before = t.clock.now().getTime();
    await t.app.jobs.drain();
    const job = await jobOf(id);
    expect(job).toMatchObject({ state: 'waiting', last_error: 'RetryLater: ผู้ให้บริการตอบ 429' });
    expect(job.run_at.getTime() - before).toBe(120_000);
  });

  it('queues a cron slot once, at its Bangkok time', async () => {
    await t.app.jobs.drain();
    runs.delete('nightly');
    // 02:30 in Bangkok is 19:30 UTC: go to the minute before the next one
    const slot = new Date(t.clock.now());
    slot.setUTCHours(19, 30, 0, 0);
    if (slot <= t.clock.now()) slot.setUTCDate(slot.getUTCDate() + 1);
    t.clock.advanceSeconds((slot.getTime() - t.clock.now().getTime()) / 1000 - 60);
    await t.app.jobs.drain();
    expect(ran('nightly')).toEqual([]);
    t.clock.advanceMinutes(1);
    await t.app.jobs.drain();
    t.clock.advanceMinutes(5);
    await t.app.jobs.drain();
    expect(ran('nightly')).toEqual([{ slot: slot.toISOString() }]);
  });
});
