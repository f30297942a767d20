import type { Db } from '../database';
import type { AccessWrite } from './access-record-repository';

export interface AuditEntry {
  at: Date;
  actorKind: 'staff' | 'system' | 'member' | 'member-group';
  actor: string;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
  userAgent?: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** The audit entry, with the access rows of a staff read (decision 078) written by the same statement. */
export async function appendAudit(db: Db, e: AuditEntry, access?: AccessWrite): Promise<void> {
  await (access ? db.with('access', access) : db)
    .insertInto('audit_log')
    .values({
      at: e.at,
      actor_kind: e.actorKind,
      actor: e.actor,
      action: e.action,
      target: e.target ?? '',
      before: json(e.before),
      after: json(e.after),
      ip: e.ip ?? '',
      user_agent: (e.userAgent ?? '').slice(0, 300),
    })
    .execute();
}

export interface AuditFilter {
  actor?: string;
  /** An action, or a group of them: a code ending in a dot (`staff.`) is the start of the codes it takes. */
  action?: string;
  target?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actor) q = q.where('actor', '=', f.actor);
  if (f.action?.endsWith('.')) q = q.where('action', 'like', `${f.action.replace(/[%_\\]/g, '\\$&')}%`);
  else if (f.action) q = q.where('action', '=', f.action);
  if (f.target) q = q.where('target', '=', f.target);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.until) q = q.where('at', '<', f.until);
  return q;
}

const COLUMNS = [
  'audit_log.id',
  'audit_log.at',
  'audit_log.actor_kind',
  'audit_log.actor',
  'audit_log.action',
  'audit_log.target',
  'audit_log.before',
  'audit_log.after',
  'audit_log.ip',
  'audit_log.user_agent',
] as const;

/** The rows with the staff actor's display name (null for members, commands and names no longer on file). */
const withActorName = (db: Db, f: AuditFilter) =>
  filtered(db, f)
    .leftJoin('staff_users', (join) => join.onRef('staff_users.username', '=', 'audit_log.actor').on('audit_log.actor_kind', '=', 'staff'))
    .select([...COLUMNS, 'staff_users.display_name as actor_name']);

/** The newest entries first, a page at a time, and how many match in all. */
export async function findAuditEntries(db: Db, f: AuditFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    withActorName(db, f).orderBy('audit_log.at', 'desc').orderBy('audit_log.id', 'desc').offset(offset).limit(limit).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every matching entry, oldest first, in batches, for the export: memory holds one batch, not the log. */
export async function* auditEntriesInOrder(db: Db, f: AuditFilter, batch = 1000) {
  let afterId = 0;
  for (;;) {
    const rows = await withActorName(db, f).where('audit_log.id', '>', afterId).orderBy('audit_log.id').limit(batch).execute();
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
  }
}
