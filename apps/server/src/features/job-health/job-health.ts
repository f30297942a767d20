import { JOB_HEALTH_DEAD_SHOWN, type AdminActionResponse, type JobHealthResponse } from '@coop/contract';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { JOB_HEALTH_TEXT as T } from './job-health-text';

/** Per job name: waiting, running and dead counts, the oldest due job's wait and the last error; then the dead. */
export async function jobHealth(context: DomainContext): Promise<JobHealthResponse> {
  const now = context.now();
  const names = await context.db
    .selectFrom('jobs')
    .select((eb) => [
      'name',
      eb.fn.countAll<number>().filterWhere('state', '=', 'waiting').as('waiting'),
      eb.fn.countAll<number>().filterWhere('state', '=', 'running').as('running'),
      eb.fn.countAll<number>().filterWhere('state', '=', 'dead').as('dead'),
      eb.fn.min('run_at').filterWhere('state', '=', 'waiting').filterWhere('run_at', '<=', now).as('oldest_due'),
      // the error of the job that failed last, whatever became of it
      sql<string | null>`(array_agg(last_error order by coalesce(finished_at, run_at) desc) filter (where last_error is not null))[1]`.as('last_error'),
    ])
    .where('state', '<>', 'done')
    .groupBy('name')
    .orderBy('name')
    .execute();
  const dead = await context.db
    .selectFrom('jobs')
    .select(['id', 'name', 'attempts', 'last_error', 'finished_at'])
    .where('state', '=', 'dead')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(JOB_HEALTH_DEAD_SHOWN)
    .execute();
  return {
    names: names.map((n) => ({
      name: n.name,
      waiting: Number(n.waiting),
      running: Number(n.running),
      dead: Number(n.dead),
      oldest_waiting_seconds: n.oldest_due ? Math.max(0, Math.floor((now.getTime() - new Date(n.oldest_due).getTime()) / 1000)) : null,
      last_error: n.last_error,
    })),
    dead_jobs: dead.map((d) => ({
      id: String(d.id),
      name: d.name,
      attempts: d.attempts,
      last_error: d.last_error,
      finished_at: (d.finished_at ?? now).toISOString(),
    })),
  };
}

/** A dead job waits again, its attempts counted afresh; staff's retry and its audit entry commit together. */
export async function retryDeadJob(context: DomainContext, id: string): Promise<AdminActionResponse> {
  await context.db.transaction().execute(async (trx) => {
    const job = await trx
      .updateTable('jobs')
      .set({ state: 'waiting', attempts: 0, run_at: context.now(), finished_at: null })
      .where('id', '=', Number(id))
      .where('state', '=', 'dead')
      .returning(['name', 'last_error'])
      .executeTakeFirst();
    if (!job) throw new ApiFailure(404, 'JOB_NOT_DEAD', T.notDead);
    await recordAudit(context, { action: 'jobs.retry', target: id, before: { name: job.name, last_error: job.last_error } }, trx);
  });
  return { rc_code: '1', rc_des: T.retried };
}
