import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Config, readConfig } from '../../src/config';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { closeApps, startSecondApp, startTestApp, type TestContext } from '../support/test-app';

/** A gate a handler waits at until the test opens it. */
class Gate {
  private open!: () => void;
  readonly opened = new Promise<void>((resolve) => (this.open = resolve));
  release(): void {
    this.open();
  }
}

let gate = new Gate();
let running = 0;
let mostAtOnce = 0;
const done: string[] = [];

const waiting = (name: string, more: Partial<JobDefinition> = {}): JobDefinition => ({
  name,
  async handler(_context, data) {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      await gate.opened;
      done.push(`${name}:${(data as { n: number }).n}`);
    } finally {
      running -= 1;
    }
  },
  ...more,
});

const definitions = [waiting('slow'), waiting('exclusive', { singleton: true }), waiting('hourly', { cron: '0 * * * *' })];

/** A worker that polls quickly, as a server process runs it. */
const withWorker = (shutdownMs: number): Partial<Config> => ({
  jobs: { ...readConfig({}).jobs, worker: true, pollMs: 10, leaseSeconds: 30, shutdownMs },
});

const until = async (check: () => Promise<boolean>, ms = 5_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const stateOf = (t: TestContext, id: string | null) =>
  t.database.db.selectFrom('jobs').select(['state', 'attempts', 'locked_by', 'last_error']).where('id', '=', Number(id)).executeTakeFirstOrThrow();

afterEach(async () => {
  // a handler a closed app gave back ends here, before the next test counts what ran
  gate.release();
  await new Promise((resolve) => setTimeout(resolve, 20));
  gate = new Gate();
  done.length = 0;
  mostAtOnce = 0;
});

describe('the worker in a running server', () => {
  it('runs a queued job by itself, without a drain', async () => {
    const t = await startTestApp(withWorker(1_000), undefined, undefined, definitions);
    gate.release();
    const id = await t.app.jobs.send('slow', { n: 1 });
    await until(async () => (await stateOf(t, id)).state === 'done');
    expect(done).toEqual(['slow:1']);
    await t.close();
  });

  it('on close lets a job finish within the bound', async () => {
    const t = await startTestApp(withWorker(5_000), undefined, undefined, definitions);
    const id = await t.app.jobs.send('slow', { n: 2 });
    await until(async () => (await stateOf(t, id)).state === 'running');
    const closing = t.app.close();
    setTimeout(() => gate.release(), 100);
    await closing;
    expect(await stateOf(t, id)).toMatchObject({ state: 'done', attempts: 1 });
    await t.database.close();
  });

  it('on close gives back a job still running past the bound, its attempt not spent, for another run', async () => {
    const t = await startTestApp(withWorker(100), undefined, undefined, definitions);
    const id = await t.app.jobs.send('slow', { n: 3 });
    await until(async () => (await stateOf(t, id)).state === 'running');
    await t.app.close();
    expect(await stateOf(t, id)).toEqual({ state: 'waiting', attempts: 0, locked_by: null, last_error: null });
    await t.database.close();
  });
});

describe('bulk jobs (a fan-out\'s deliveries)', () => {
  it('leave a process its last free slot: a job queued behind many of them starts while they run', async () => {
    const t = await startTestApp(withWorker(100), undefined, undefined, [...definitions, waiting('delivery', { bulk: true })]);
    const { concurrency } = readConfig({}).jobs;
    for (let n = 0; n < concurrency * 3; n++) await t.app.jobs.send('delivery', { n });
    const importJob = await t.app.jobs.send('slow', { n: 99 });
    await until(async () => (await stateOf(t, importJob)).state === 'running');
    const bulkRunning = await t.database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', '=', 'delivery')
      .where('state', '=', 'running')
      .executeTakeFirstOrThrow();
    expect(Number(bulkRunning.n)).toBe(concurrency - 1);
    gate.release();
    await until(async () => done.length === concurrency * 3 + 1);
    await t.close();
  });
});

describe('a lease that lapses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, definitions);
  });
  afterAll(() => t.close());

  it('is taken back once past, and the job runs again', async () => {
    gate.release();
    const id = await t.app.jobs.send('slow', { n: 4 });
    // a worker (process) claimed it and died: its lease runs 60 s from now and nobody renews it
    await t.database.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_by: 'gone:1', locked_until: new Date(t.clock.now().getTime() + 60_000) })
      .where('id', '=', Number(id))
      .execute();
    expect(await t.app.jobs.drain()).toBe(0);
    t.clock.advanceSeconds(61);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await stateOf(t, id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(done).toEqual(['slow:4']);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one PostgreSQL database', () => {
  let t: TestContext;
  let other: TestContext;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, definitions);
    other = await startSecondApp(t, {}, definitions);
  });
  afterAll(() => closeApps(other, t));

  it('queue one job per cron slot, however many look at once', async () => {
    await Promise.all([t.app.jobs.drain(), other.app.jobs.drain()]);
    t.clock.advanceMinutes(60);
    gate.release();
    await Promise.all([t.app.jobs.drain(), other.app.jobs.drain(), t.app.jobs.drain(), other.app.jobs.drain()]);
    const slots = await t.database.db.selectFrom('jobs').select(['key', 'state']).where('name', '=', 'hourly').execute();
    expect(slots).toEqual([{ key: expect.stringMatching(/^cron:.*T\d\d:00:00\.000Z$/), state: 'done' }]);
    expect(done.filter((d) => d.startsWith('hourly'))).toHaveLength(1);
  });

  it('run one singleton job at a time: the other process leaves the second waiting, not other jobs', async () => {
    await t.app.jobs.send('exclusive', { n: 1 });
    await t.app.jobs.send('exclusive', { n: 2 });
    await t.app.jobs.send('slow', { n: 5 });
    const first = t.app.jobs.drain();
    await until(async () => running === 1);
    // the other process may take the plain job, never the second singleton
    const second = other.app.jobs.drain();
    await until(async () => running === 2);
    const states = await t.database.db.selectFrom('jobs').select(['state']).where('name', '=', 'exclusive').orderBy('id').execute();
    expect(states.map((s) => s.state)).toEqual(['running', 'waiting']);
    gate.release();
    expect((await first) + (await second)).toBe(3);
    expect(done).toContain('slow:5');
    expect(done.filter((d) => d.startsWith('exclusive'))).toEqual(['exclusive:1', 'exclusive:2']);
  });

  it('claim a job once between them', async () => {
    gate.release();
    for (let n = 0; n < 20; n += 1) await t.app.jobs.send('slow', { n });
    const [a, b] = await Promise.all([t.app.jobs.drain(), other.app.jobs.drain()]);
    expect(a + b).toBe(20);
    expect(new Set(done).size).toBe(20);
  });
});
