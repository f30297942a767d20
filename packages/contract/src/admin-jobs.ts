import { Type, type Static } from 'typebox';
import { AdminActionResponse } from './admin-members';
import { endpoint, staffRoles } from './endpoint';
import { Nullable } from './nullable';

/** The jobs of one name as the queue holds them now. */
export const JobNameHealth = Type.Object({
  name: Type.String(),
  waiting: Type.Integer(),
  running: Type.Integer(),
  /** Dead: their retries spent, kept for staff to retry. */
  dead: Type.Integer(),
  /** How long the oldest due job has waited, in seconds; null when none is due. */
  oldest_waiting_seconds: Nullable(Type.Integer()),
  last_error: Nullable(Type.String()),
});
export type JobNameHealth = Static<typeof JobNameHealth>;

export const DeadJob = Type.Object({
  id: Type.String(),
  name: Type.String(),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  /** ISO 8601: when it died. */
  finished_at: Type.String(),
});
export type DeadJob = Static<typeof DeadJob>;

export const JobHealthResponse = Type.Object({
  names: Type.Array(JobNameHealth),
  /** The newest dead jobs, at most JOB_HEALTH_DEAD_SHOWN. */
  dead_jobs: Type.Array(DeadJob),
});
export type JobHealthResponse = Static<typeof JobHealthResponse>;
export const JOB_HEALTH_DEAD_SHOWN = 50;

export const JobRetryParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }, { additionalProperties: false });
export type JobRetryParam = Static<typeof JobRetryParam>;

/** The job queue's health for administrators (issue 25 item 1, decision 052). */
export const adminJobsEndpoints = {
  adminJobHealth: endpoint({ method: 'GET', path: '/api/admin/jobs', access: staffRoles('admin'), response: JobHealthResponse }),
  /** A dead job runs again, its retries counted afresh. */
  adminJobRetry: endpoint({ method: 'POST', path: '/api/admin/jobs/:id/retry', access: staffRoles('admin'), params: JobRetryParam, response: AdminActionResponse }),
};
