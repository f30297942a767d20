import type { Db } from '../db/database';
import type { DomainContext } from '../domain/context';

/** What the handler of a job learns of the run it is in. */
export interface JobRun {
  readonly id: string;
  readonly name: string;
  readonly key: string | null;
  /** 1 on the first run, 2 on the first retry… */
  readonly attempt: number;
  /** Whether this run is the last the job gets before it is dead. */
  readonly lastAttempt: boolean;
}

/**
 * A kind of work done outside a request, declared by a feature (`features/<f>/jobs.ts`) and listed in
 * `routes/feature-jobs.ts`. A handler may run more than once for one job (a process killed mid-run, a lease lost,
 * a shutdown past its bound), so it must be idempotent: check what it already did, or key what it writes.
 */
export interface JobDefinition<Data = unknown> {
  readonly name: string;
  handler(context: DomainContext, data: Data, job: JobRun): Promise<void>;
  /** Runs after the first before the job is dead (kept for staff to retry); default 5. */
  readonly retryLimit?: number;
  /** The delay before retry n is base·2^(n−1) seconds, at most max, plus up to a quarter of jitter. */
  readonly backoff?: { readonly baseSeconds: number; readonly maxSeconds?: number };
  /** At most one job of this name runs at a time, across every process. */
  readonly singleton?: boolean;
  /**
   * One of many (a fan-out's deliveries): every other due job is claimed first, and jobs like this never take a
   * process's last free slot, so an import or a mail queued behind a month's thousands of deliveries starts at once.
   */
  readonly bulk?: boolean;
  /** Five fields (minute hour day month weekday) read in Asia/Bangkok time: one job per slot across processes. */
  readonly cron?: string;
  /** The data holds a secret (a one-time code): emptied once the job is done or dead. */
  readonly eraseData?: boolean;
}

/** Thrown by a handler whose outside service is busy or down: the job runs again after `seconds` (an attempt spent). */
export class RetryLater extends Error {
  constructor(
    readonly seconds: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'RetryLater';
  }
}

export interface SendOptions {
  /** Idempotency key: while a job of this name and key is not done, sending another queues nothing. */
  readonly key?: string;
  /** Not run before this time. */
  readonly runAt?: Date;
  /** Overrides the definition's retry limit for this job. */
  readonly retryLimit?: number;
}

export interface SendItem {
  readonly data: unknown;
  readonly key?: string;
  readonly runAt?: Date;
}

/** How features queue work: in the caller's transaction when given one, so the job exists only if the work commits. */
export interface JobQueue {
  /** The new job's id, or null when a job of this name and key is not done yet. */
  send(name: string, data: unknown, options?: SendOptions, db?: Db): Promise<string | null>;
  /** Queues many at once (a fan-out); answers how many were queued, those with a key already waiting left out. */
  sendMany(name: string, items: readonly SendItem[], db?: Db): Promise<number>;
}

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_BACKOFF = { baseSeconds: 30, maxSeconds: 3600 } as const;
