import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, startTestApp, type TestContext, until } from '../support/test-app';
import { EFFECT_TABLES, effectJob } from './effect-job';

const script = path.resolve(import.meta.dirname, 'worker-process.ts');


describe.runIf(process.env.TEST_DB === 'postgres')('a worker process killed with SIGKILL in the middle of a job', () => {
  let t: TestContext;
  let url: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, [effectJob]);
    for (const statement of EFFECT_TABLES) await statement.execute(t.database.db);
    url = await databaseUrlOf(t);
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await t.close();
  });

  /** A server process with a one-second lease, polling often. */
  function startWorker(slow: boolean): ChildProcess {
    // node itself with tsx's loader, not the tsx command, which would run the worker in a grandchild SIGKILL misses
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: url, JOB_WORKER: '1', JOB_LEASE_SECONDS: '1', JOB_POLL_MS: '50', SLOW_EFFECT: slow ? '1' : '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  const count = async (table: 'job_starts' | 'job_effects') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]?.n);
  const job = (id: string | null) => t.database.db.selectFrom('jobs').select(['state', 'attempts', 'locked_by']).where('id', '=', Number(id)).executeTakeFirstOrThrow();

  it('is taken again by the next process once its lease lapses, and completes once to effect', async () => {
    const id = await t.app.jobs.send('effect', {}, { key: 'member-1:push' });
    const first = startWorker(true);
    // the first process has run the job's effect and lingers before marking it done
    await until(async () => (await count('job_effects')) === 1, 30_000);
    expect((await job(id)).state).toBe('running');
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    startWorker(false);
    await until(async () => (await job(id)).state === 'done', 30_000);
    expect(await job(id)).toEqual({ state: 'done', attempts: 2, locked_by: null });
    expect(await count('job_starts')).toBe(2);
    expect(await count('job_effects')).toBe(1);
  }, 90_000);
});
