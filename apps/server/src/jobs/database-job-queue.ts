import { type OnConflictBuilder, type OnConflictDoNothingBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { DEFAULT_RETRY_LIMIT, type JobDefinition, type JobQueue, type SendItem, type SendOptions } from './job-definition';

/** Rows per insert of a fan-out: well under PostgreSQL's 65,535 parameters a statement. */
const SEND_MANY_CHUNK = 5_000;

/**
 * The idempotency key's conflict: the partial unique index on (name, key) of jobs not done. The predicate is a
 * literal: PostgreSQL cannot match a partial index to a parameter in a prepared statement.
 */
export const sameKeyNotDone = (oc: OnConflictBuilder<Database, 'jobs'>): OnConflictDoNothingBuilder<Database, 'jobs'> =>
  oc.columns(['name', 'key']).where('state', '<>', sql.lit('done')).doNothing();

/** The job queue on the portal's own `jobs` table (decision 052). */
export class DatabaseJobQueue implements JobQueue {
  private readonly definitions: ReadonlyMap<string, JobDefinition>;

  constructor(
    private readonly db: Db,
    definitions: readonly JobDefinition[],
    private readonly now: () => Date,
    /** Called once a job is queued, so this process's worker looks sooner than its next poll. */
    private readonly queued: () => void = () => undefined,
  ) {
    this.definitions = new Map(definitions.map((d) => [d.name, d]));
  }

  private definition(name: string): JobDefinition {
    const definition = this.definitions.get(name);
    // a name no feature declares would wait forever: fail where it is sent, not silently
    if (!definition) throw new Error(`no job is declared as ${name} (routes/feature-jobs.ts)`);
    return definition;
  }

  async send(name: string, data: unknown, options: SendOptions = {}, db: Db = this.db): Promise<string | null> {
    const definition = this.definition(name);
    const now = this.now();
    const row = await db
      .insertInto('jobs')
      .values({
        name,
        key: options.key ?? null,
        data: JSON.stringify(data ?? null),
        run_at: options.runAt ?? now,
        retry_limit: options.retryLimit ?? definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
        created_at: now,
      })
      .onConflict(sameKeyNotDone)
      .returning('id')
      .executeTakeFirst();
    if (row) this.queued();
    return row ? String(row.id) : null;
  }

  async sendMany(name: string, items: readonly SendItem[], db: Db = this.db): Promise<number> {
    const definition = this.definition(name);
    const now = this.now();
    const retryLimit = definition.retryLimit ?? DEFAULT_RETRY_LIMIT;
    let queued = 0;
    for (let at = 0; at < items.length; at += SEND_MANY_CHUNK) {
      const chunk = items.slice(at, at + SEND_MANY_CHUNK);
      const rows = await db
        .insertInto('jobs')
        .values(
          chunk.map((item) => ({
            name,
            key: item.key ?? null,
            data: JSON.stringify(item.data ?? null),
            run_at: item.runAt ?? now,
            retry_limit: retryLimit,
            created_at: now,
          })),
        )
        .onConflict(sameKeyNotDone)
        .returning('id')
        .execute();
      queued += rows.length;
    }
    if (queued > 0) this.queued();
    return queued;
  }
}
