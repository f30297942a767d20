import type { Db } from '../database';

export interface AuditEntry {
  at: Date;
  actorKind: 'staff' | 'system';
  actor: string;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
  userAgent?: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function appendAudit(db: Db, e: AuditEntry): Promise<void> {
  await db
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
