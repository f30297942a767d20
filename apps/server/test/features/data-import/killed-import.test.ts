import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJob } from '../../../src/features/data-import/jobs';
import type { JobDefinition } from '../../../src/jobs/job-definition';
import { uploadFile } from '../../support/console-import';
import { addStaffUser } from '../../support/staff';
import { staffToken } from '../../support/staff-requests';
import { databaseUrlOf, startTestApp, type TestContext, until } from '../../support/test-app';

const script = path.resolve(import.meta.dirname, 'import-worker-process.ts');
const ROWS = 2_000;

/**
 * Decision 058: an import job whose process is killed with SIGKILL while it merges is run again by the next process
 * once its lease lapses, from the file it kept, and the file is merged once. The test holds the dataset's table
 * with a SHARE lock, so the first process's merge waits there, inside its transaction, until it is killed.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('an import job killed with SIGKILL in the middle of its merge', () => {
  let t: TestContext;
  let url: string;
  let token: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, [importJob as JobDefinition]);
    url = await databaseUrlOf(t);
    token = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await t.close();
  });

  /** A worker process with a one-second lease, polling often. */
  function startWorker(): ChildProcess {
    // node itself with tsx's loader, not the tsx command, which would run the worker in a grandchild SIGKILL misses
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: url, JOB_WORKER: '1', JOB_LEASE_SECONDS: '1', JOB_POLL_MS: '50' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  const waitingForTheTable = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'welfare_types' and not l.granted`.execute(t.database.db))
        .rows[0]?.n,
    ) > 0;

  it('is run again by the next process from the file it kept, and merges the file once', async () => {
    const codes = Array.from({ length: ROWS }, (_, i) => `K${String(i).padStart(7, '0')}`);
    const file = `code,name,amount,once_only\n${codes.map((c) => `${c},ทุนก่อนถูกหยุด ${c},100,0`).join('\n')}\n`;
    const res = await uploadFile(t.app, token, file, { dataset: 'welfare-types', file_name: 'ถูกหยุด.csv' });
    expect(res.json()).toMatchObject({ state: 'queued' });
    const runId: string = res.json().run_id;
    const run = () => t.database.db.selectFrom('import_runs').select(['state', 'outcome', 'inserted', 'unchanged']).where('id', '=', Number(runId)).executeTakeFirstOrThrow();
    const job = () => t.database.db.selectFrom('jobs').select(['state', 'attempts']).where('key', '=', `run:${runId}`).executeTakeFirstOrThrow();

    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table welfare_types in share mode');
    const first = startWorker();
    await until(waitingForTheTable, 60_000);
    expect(await run()).toMatchObject({ state: 'running', outcome: 'failed' });
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await holder.query('rollback');
    await holder.end();

    startWorker();
    // the job row is marked done in its own statement after the run ends
    await until(async () => (await run()).state === 'ended' && (await job()).state === 'done', 60_000);
    expect(await run()).toEqual({ state: 'ended', outcome: 'imported', inserted: ROWS, unchanged: 0 });
    expect(await job()).toEqual({ state: 'done', attempts: 2 });
    const written = await t.database.db.selectFrom('welfare_types').select((eb) => eb.fn.countAll<number>().as('n')).where('code', 'in', codes).executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(ROWS);
    const ended = await t.database.db.selectFrom('audit_log').select('action').where('target', '=', 'welfare-types:ถูกหยุด.csv').where('action', 'like', 'import.%').orderBy('id').execute();
    expect(ended.map((a) => a.action)).toEqual(['import.started', 'import.imported']);
    expect(await t.database.db.selectFrom('import_files').select('part').where('run_id', '=', Number(runId)).execute()).toEqual([]);
  }, 120_000);
});
