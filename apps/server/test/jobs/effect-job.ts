import { sql } from 'kysely';
import type { JobDefinition } from '../../src/jobs/job-definition';

/**
 * The kill -9 test's job, run in child processes: it records each start, writes its effect idempotently (keyed by
 * the job's key, as a delivery is), then, in a process told to be slow, lingers before finishing, which is when the
 * test kills it.
 */
export const effectJob: JobDefinition = {
  name: 'effect',
  async handler(context, _data, job) {
    await sql`insert into job_starts (key, pid) values (${job.key}, ${process.pid})`.execute(context.db);
    await sql`insert into job_effects (key) values (${job.key}) on conflict do nothing`.execute(context.db);
    if (process.env.SLOW_EFFECT === '1') await new Promise((resolve) => setTimeout(resolve, 60_000));
  },
};

export const EFFECT_TABLES = [
  sql`create table job_starts (key text not null, pid integer not null)`,
  sql`create table job_effects (key text primary key)`,
];
