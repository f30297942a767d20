import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 25 item 1 (decision 052): the durable job queue, on the database the portal already runs, so a job exists
 * exactly when the work that queued it commits and PGlite and PostgreSQL behave alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id bigint generated always as identity primary key,
      name text not null,
      key text,
      data jsonb not null default '{}',
      state text not null default 'waiting' check (state in ('waiting', 'running', 'done', 'dead')),
      run_at timestamptz not null,
      attempts integer not null default 0,
      retry_limit integer not null check (retry_limit >= 0),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null,
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  // the idempotency key: one job per name and key until it is done; a done job frees its key
  await sql`create unique index jobs_name_key_idx on jobs (name, key) where state <> 'done'`.execute(db);
  // what the workers claim, oldest first
  await sql`create index jobs_due_idx on jobs (run_at, id) where state = 'waiting'`.execute(db);
  // leases to take back, and the health page's running counts
  await sql`create index jobs_running_idx on jobs (locked_until) where state = 'running'`.execute(db);
  await sql`create index jobs_dead_idx on jobs (name, finished_at) where state = 'dead'`.execute(db);
  await sql`create index jobs_done_idx on jobs (finished_at) where state = 'done'`.execute(db);
  await sql`
    create table job_schedules (
      name text primary key,
      last_slot timestamptz not null
    )`.execute(db);
  await setComments(db, {
    jobs: {
      table: 'Work done outside a request (decision 052): waiting, running under a lease, done, or dead after its retries.',
      columns: {
        key: 'Idempotency key: a second job of the same name and key is not queued while the first is not done.',
        data: "The handler's input, JSON.",
        state: 'waiting (also between retries), running, done, or dead (retries spent: kept for staff to retry).',
        run_at: 'Not claimed before this: the schedule, or the backoff of the next retry.',
        attempts: 'Runs started, the one running included.',
        retry_limit: 'Runs after the first before the job is dead.',
        locked_by: 'The worker (process) running it.',
        locked_until: 'The lease: the worker renews it while the job runs; once past, another worker takes the job back.',
        last_error: 'Why the last run failed, for staff.',
      },
    },
    job_schedules: {
      table: 'The last slot of each cron job queued: one job per slot whatever the number of processes.',
      columns: { last_slot: 'The start of the last slot (minute) a job was queued for.' },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_schedules`.execute(db);
  await sql`drop table jobs`.execute(db);
}
