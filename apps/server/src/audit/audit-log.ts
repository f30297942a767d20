import type { Db } from '../db/database';
import { appendAudit, type AuditEntry } from '../db/repositories/audit-log-repository';
import type { Actor, DomainContext } from '../domain/context';

/** What an action did: the actor, the time and the client come from the context. */
export interface AuditedWhat {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

function auditedActor(actor: Actor): Pick<AuditEntry, 'actorKind' | 'actor'> {
  switch (actor.kind) {
    case 'staff':
      return { actorKind: 'staff', actor: actor.username };
    case 'member':
      return { actorKind: 'member', actor: actor.membershipNo };
    case 'system':
      return { actorKind: 'system', actor: actor.name };
    case 'member-group':
      return { actorKind: 'member-group', actor: actor.memberGroupNo };
    default:
      throw new Error(`the audit log records no ${actor.kind} actions`);
  }
}

/**
 * One action in the audit log: who acted (from the context), when, and from which address and browser. `db` is
 * the transaction the action ran in, so the entry and the change stand or fall together.
 */
export function recordAudit(context: DomainContext, what: AuditedWhat, db: Db = context.db): Promise<void> {
  return appendAudit(db, {
    ...what,
    ...auditedActor(context.actor),
    at: context.now(),
    ip: context.client?.address ?? '',
    userAgent: context.client?.userAgent ?? '',
  });
}
