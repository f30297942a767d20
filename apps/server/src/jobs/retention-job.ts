import { sql } from 'kysely';
import type { Db } from '../db/database';
import { removeStaleStaged } from '../storage/store-after-commit';
import type { JobDefinition } from './job-definition';

export const RETENTION_JOB = 'retention.sweep';

const DAY_MS = 24 * 60 * 60_000;
const YEAR_MS = 365 * DAY_MS;
/** Rows deleted per statement: one night's work holds no lock long. */
const BATCH = 5_000;

/** A store whose rows past a time are deleted: the table, its time column, and how long a row is kept after it. */
interface RetentionRule {
  table: string;
  column: string;
  keptMs: number;
}

/**
 * What the sweep deletes (docs/privacy/retention.md, "What issue 27 item 6's retention job must delete", steps 1 and
 * 3 to 6): rows that have ended, and the access record after its two years (decision 078). Spent throttle counters
 * stay `throttle.cleanup`'s.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  { table: 'sessions', column: 'expires_at', keptMs: 0 },
  { table: 'passkey_challenges', column: 'expires_at', keptMs: 0 },
  { table: 'member_one_time_codes', column: 'expires_at', keptMs: 0 },
  { table: 'line_link_nonces', column: 'expires_at', keptMs: 0 },
  { table: 'pending_impersonations', column: 'expires_at', keptMs: 0 },
  { table: 'login_locks', column: 'locked_until', keptMs: YEAR_MS },
  { table: 'known_devices', column: 'last_login_at', keptMs: YEAR_MS },
  { table: 'access_record', column: 'at', keptMs: 2 * YEAR_MS },
];

/** Deletes the rule's rows older than its cutoff, a batch at a time; answers how many went. */
async function sweep(db: Db, rule: RetentionRule, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.keptMs);
  const table = sql.table(rule.table);
  const column = sql.ref(rule.column);
  let deleted = 0;
  for (;;) {
    const result = await sql`delete from ${table} where ctid in (select ctid from ${table} where ${column} <= ${cutoff} limit ${BATCH})`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/** Every night, each store's rows past their retention are deleted, and abandoned staged files; the line logged counts them, naming no one. */
export const retentionJob: JobDefinition = {
  name: RETENTION_JOB,
  // 03:45 in Bangkok, after throttle.cleanup, when the portal is quietest
  cron: '45 3 * * *',
  singleton: true,
  async handler(context) {
    const now = context.now();
    const deleted: Record<string, number> = {};
    for (const rule of RETENTION_RULES) deleted[rule.table] = await sweep(context.db, rule, now);
    // step 8's first half: files a process left aside when it died, a day on (a younger one may be in a transaction)
    deleted['.staging'] = await removeStaleStaged(context.config.dataDir, new Date(now.getTime() - DAY_MS));
    context.log.info({ deleted }, 'rows past their retention deleted');
  },
};
