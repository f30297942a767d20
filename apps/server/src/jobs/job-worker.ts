import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { type Services, systemContext } from '../domain/context';
import { sameKeyNotDone } from './database-job-queue';
import { type CronSchedule, latestSlot, nextSlot, parseCron } from './cron';
import { DEFAULT_BACKOFF, type JobDefinition, type JobRun, RetryLater } from './job-definition';

export interface WorkerSettings {
  /** How often an idle worker looks for due jobs. */
  readonly pollMs: number;
  /** Jobs one process runs at once. */
  readonly concurrency: number;
  /** How long a claimed job is the worker's without a heartbeat; past it, another worker takes it back. */
  readonly leaseSeconds: number;
}

interface ClaimedJob {
  readonly id: number;
  readonly name: string;
  readonly key: string | null;
  readonly data: unknown;
  readonly attempts: number;
  readonly retry_limit: number;
}

/** Missed cron slots older than this are not made up for: the latest one within it runs, once. */
const CRON_LOOKBACK_MS = 24 * 3600_000;
/** Done jobs are kept this long (the health page's figures), then deleted. */
const KEEP_DONE_MS = 7 * 24 * 3600_000;
/** How often, at most, a worker takes back expired leases and deletes old done jobs: not on every poll. */
const HOUSEKEEPING_MS = 15_000;
const ERROR_TEXT_MAX = 2_000;

const errorText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, ERROR_TEXT_MAX);

/** The delay before the retry after `attempt` failed runs: exponential, capped, with up to a quarter of jitter. */
export function backoffSeconds(definition: JobDefinition, attempt: number, random: () => number = Math.random): number {
  const { baseSeconds, maxSeconds = DEFAULT_BACKOFF.maxSeconds } = definition.backoff ?? DEFAULT_BACKOFF;
  const delay = Math.min(maxSeconds, baseSeconds * 2 ** (attempt - 1));
  return delay * (1 + random() / 4);
}

/**
 * Runs the declared jobs of one process: claims due jobs (FOR UPDATE SKIP LOCKED) under a lease it renews while
 * they run, retries failures with backoff, marks a job dead after its retries, queues cron slots once across
 * processes, keeps singletons single, and on stop releases what it could not finish.
 */
export class JobWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly definitions: ReadonlyMap<string, JobDefinition>;
  private readonly schedules: ReadonlyMap<string, CronSchedule>;
  private readonly running = new Map<number, Promise<void>>();
  /** Of the running jobs, how many are bulk (JobDefinition.bulk). */
  private runningBulk = 0;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private ticking: Promise<void> | undefined;
  private again = false;
  private lastHousekeeping = 0;
  /** Per cron job, the next slot this worker expects: until then a poll does not ask the database. */
  private readonly nextCronSlot = new Map<string, Date>();

  constructor(
    private readonly services: Services,
    definitions: readonly JobDefinition[],
    private readonly settings: WorkerSettings,
  ) {
    this.definitions = new Map(definitions.map((d) => [d.name, d]));
    this.schedules = new Map(definitions.flatMap((d) => (d.cron ? [[d.name, parseCron(d.cron)] as const] : [])));
  }

  private get db(): Db {
    return this.services.db;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** A job was queued in this process: look now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.stopping) return;
    // the sender's transaction may not have committed yet; a short wait lets most of them
    this.schedule(20);
  }

  private schedule(ms: number): void {
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = (async () => {
      try {
        await this.housekeeping(false);
        await this.queueCronSlots();
        const free = this.settings.concurrency - this.running.size;
        if (free > 0 && !this.stopping) {
          for (const job of await this.claim(free)) this.track(job);
        }
      } catch (error) {
        // the database away (a restart, a failover): try again at the next poll
        if (!this.stopping) this.services.log.warn({ err: error }, 'job worker: poll failed');
      }
    })();
    await this.ticking;
    this.ticking = undefined;
    const more = this.again;
    this.again = false;
    this.schedule(more ? 0 : this.settings.pollMs);
  }

  private track(job: ClaimedJob): void {
    const bulk = this.definitions.get(job.name)?.bulk === true;
    if (bulk) this.runningBulk += 1;
    const run = this.run(job).finally(() => {
      this.running.delete(job.id);
      if (bulk) this.runningBulk -= 1;
      // a slot came free: there may be more waiting
      this.schedule(0);
    });
    this.running.set(job.id, run);
  }

  /**
   * Stops claiming, waits for the running jobs up to `graceMs`, then gives back the ones still running so another
   * process (or this one, restarted) runs them again; their handlers must be idempotent.
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.ticking;
    const all = Promise.all(this.running.values());
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
    clearTimeout(timeout);
    const left = [...this.running.keys()];
    if (left.length === 0) return;
    this.services.log.warn({ jobs: left }, `job worker: ${left.length} jobs still running after ${graceMs / 1000} s, released for another run`);
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ state: 'waiting', attempts: eb('attempts', '-', 1), locked_by: null, locked_until: null, run_at: this.services.now() }))
      .where('id', 'in', left)
      .where('state', '=', 'running')
      .where('locked_by', '=', this.id)
      .execute();
  }

  /**
   * Tests: runs every job due at the clock's time, one after another, until none is due (jobs whose retry falls
   * later wait for the clock to move). Answers how many runs it made.
   */
  async drain(): Promise<number> {
    let runs = 0;
    await this.housekeeping(true);
    await this.queueCronSlots();
    for (;;) {
      const [job] = await this.claim(1);
      if (!job) return runs;
      await this.run(job);
      runs += 1;
      if (runs > 10_000) throw new Error('drain: jobs keep becoming due; a handler retries at once forever?');
    }
  }

  /** Takes back jobs whose worker stopped renewing their lease, and deletes old done jobs. */
  private async housekeeping(now: boolean): Promise<void> {
    const at = this.services.now();
    // a lapsed lease is noticed within half a lease
    const every = Math.min(HOUSEKEEPING_MS, (this.settings.leaseSeconds * 1000) / 2);
    if (!now && Date.now() - this.lastHousekeeping < every) return;
    this.lastHousekeeping = Date.now();
    const dead = sql<boolean>`attempts > retry_limit`;
    await this.db
      .updateTable('jobs')
      .set({
        state: sql`case when ${dead} then 'dead' else 'waiting' end`,
        finished_at: sql`case when ${dead} then ${at}::timestamptz end`,
        last_error: 'งานหยุดกลางคัน (กระบวนการที่ทำงานนี้หยุดไปโดยไม่ได้ปล่อยงาน)',
        locked_by: null,
        locked_until: null,
        run_at: at,
      })
      .where('state', '=', 'running')
      .where('locked_until', '<', at)
      .execute();
    await this.db
      .deleteFrom('jobs')
      .where('state', '=', 'done')
      .where('finished_at', '<', new Date(at.getTime() - KEEP_DONE_MS))
      .execute();
  }

  /** Queues the latest due slot of each cron job: the schedule row's update lets one process win each slot. */
  private async queueCronSlots(): Promise<void> {
    const at = this.services.now();
    for (const [name, schedule] of this.schedules) {
      const expected = this.nextCronSlot.get(name);
      if (expected && expected.getTime() > at.getTime()) continue;
      await this.db.transaction().execute(async (trx) => {
        // first sight of a schedule: its next slot is the first to run
        await trx.insertInto('job_schedules').values({ name, last_slot: at }).onConflict((oc) => oc.column('name').doNothing()).execute();
        const row = await trx.selectFrom('job_schedules').select('last_slot').where('name', '=', name).executeTakeFirstOrThrow();
        const since = new Date(Math.max(row.last_slot.getTime(), at.getTime() - CRON_LOOKBACK_MS));
        const slot = latestSlot(schedule, since, at);
        if (!slot) return;
        const won = await trx
          .updateTable('job_schedules')
          .set({ last_slot: slot })
          .where('name', '=', name)
          .where('last_slot', '<', slot)
          .returning('name')
          .executeTakeFirst();
        if (!won) return;
        const definition = this.definitions.get(name) as JobDefinition;
        await trx
          .insertInto('jobs')
          .values({ name, key: `cron:${slot.toISOString()}`, data: JSON.stringify({ slot: slot.toISOString() }), run_at: slot, retry_limit: definition.retryLimit ?? 5, created_at: at })
          .onConflict(sameKeyNotDone)
          .execute();
      });
      // remembered once the slot is safely queued (or another process's): a failed poll asks again
      const next = nextSlot(schedule, at);
      if (next) this.nextCronSlot.set(name, next);
    }
  }

  /**
   * Claims up to `limit` due jobs this worker knows, at most one running per singleton name across processes: the
   * singletons, then the other jobs oldest first, then bulk jobs in what is left but the process's last free slot.
   */
  private async claim(limit: number): Promise<ClaimedJob[]> {
    const at = this.services.now();
    const names = [...this.definitions.keys()];
    if (names.length === 0) return [];
    // one cheap read while idle (PGlite serves requests on the same connection): no transaction unless work is due
    const due = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('state', '=', 'waiting')
      .where('run_at', '<=', at)
      .where('name', 'in', names)
      .limit(1)
      .executeTakeFirst();
    if (!due) return [];
    const kind = (name: string) => {
      const definition = this.definitions.get(name);
      return definition?.singleton ? 'singleton' : definition?.bulk ? 'bulk' : 'plain';
    };
    const singletons = names.filter((n) => kind(n) === 'singleton');
    const plain = names.filter((n) => kind(n) === 'plain');
    const bulk = names.filter((n) => kind(n) === 'bulk');
    const bulkSlots = Math.max(this.settings.concurrency - 1, 1) - this.runningBulk;
    const leaseUntil = new Date(at.getTime() + this.settings.leaseSeconds * 1000);
    return this.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const name of singletons) {
        if (ids.length >= limit) break;
        // the lock orders two processes' claims of one name; the running row keeps the second out after commit
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${`jobs:${name}`})) as locked`.execute(trx);
        if (!rows[0]?.locked) continue;
        const busy = await trx.selectFrom('jobs').select('id').where('name', '=', name).where('state', '=', 'running').limit(1).executeTakeFirst();
        if (busy) continue;
        const one = await trx
          .selectFrom('jobs')
          .select('id')
          .where('name', '=', name)
          .where('state', '=', 'waiting')
          .where('run_at', '<=', at)
          .orderBy('run_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (one) ids.push(one.id);
      }
      const oldestDue = async (of: string[], count: number) => {
        if (of.length === 0 || count <= 0) return;
        const rows = await trx
          .selectFrom('jobs')
          .select('id')
          .where('state', '=', 'waiting')
          .where('run_at', '<=', at)
          .where('name', 'in', of)
          .orderBy('run_at')
          .orderBy('id')
          .limit(count)
          .forUpdate()
          .skipLocked()
          .execute();
        ids.push(...rows.map((r) => r.id));
      };
      await oldestDue(plain, limit - ids.length);
      await oldestDue(bulk, Math.min(limit - ids.length, bulkSlots));
      if (ids.length === 0) return [];
      return trx
        .updateTable('jobs')
        .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), locked_by: this.id, locked_until: leaseUntil, started_at: at }))
        .where('id', 'in', ids)
        .returning(['id', 'name', 'key', 'data', 'attempts', 'retry_limit'])
        .execute();
    });
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name) as JobDefinition;
    const info: JobRun = { id: String(job.id), name: job.name, key: job.key, attempt: job.attempts, lastAttempt: job.attempts > job.retry_limit };
    // renewed well before it lapses, on the app's clock
    const heartbeat = setInterval(() => void this.renew(job.id), (this.settings.leaseSeconds * 1000) / 3);
    heartbeat.unref();
    try {
      await definition.handler(systemContext(this.services, `job:${job.name}`), job.data, info);
      clearInterval(heartbeat);
      await this.finish(job);
    } catch (error) {
      clearInterval(heartbeat);
      await this.fail(job, definition, error).catch((e: unknown) => {
        // the database is away: the lease lapses and the job is taken back
        if (!this.stopping) this.services.log.error({ err: e, job: job.id }, 'job worker: could not record a failure');
      });
    }
  }

  private async renew(id: number): Promise<void> {
    const until = new Date(this.services.now().getTime() + this.settings.leaseSeconds * 1000);
    await this.db
      .updateTable('jobs')
      .set({ locked_until: until })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('locked_by', '=', this.id)
      .execute()
      .catch(() => undefined);
  }

  private async finish(job: ClaimedJob): Promise<void> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        state: 'done',
        finished_at: this.services.now(),
        locked_by: null,
        locked_until: null,
        last_error: null,
        ...(this.definitions.get(job.name)?.eraseData ? { data: '{}' } : {}),
      })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .where('locked_by', '=', this.id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      this.services.log.warn({ job: job.id, name: job.name }, 'job worker: the lease was lost before the job finished; it will run again');
    }
  }

  private async fail(job: ClaimedJob, definition: JobDefinition, error: unknown): Promise<void> {
    const at = this.services.now();
    const dead = job.attempts > job.retry_limit;
    const delay = error instanceof RetryLater ? error.seconds : backoffSeconds(definition, job.attempts);
    if (dead) this.services.log.error({ err: error, job: job.id, name: job.name }, 'job worker: a job is dead after its retries');
    else this.services.log.warn({ err: error, job: job.id, name: job.name }, 'job worker: a job failed and will be retried');
    await this.db
      .updateTable('jobs')
      .set({
        state: dead ? 'dead' : 'waiting',
        last_error: errorText(error),
        run_at: dead ? at : new Date(at.getTime() + delay * 1000),
        finished_at: dead ? at : null,
        ...(dead && definition.eraseData ? { data: '{}' } : {}),
        locked_by: null,
        locked_until: null,
      })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .where('locked_by', '=', this.id)
      .execute();
  }
}
