import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { appendAudit, type AuditEntry } from '../db/repositories/audit-log-repository';
import type { Actor, DomainContext } from '../domain/context';

export interface AuditedAction {
  actor: string;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** One staff action in the audit log, with the time and the address and browser it came from. */
export function auditStaff(db: Db, now: Date, request: FastifyRequest, a: AuditedAction): Promise<void> {
  return appendAudit(db, { ...a, at: now, actorKind: 'staff', ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
}

export type AuditedWhat = Omit<AuditedAction, 'actor'>;

function auditedActor(actor: Actor): Pick<AuditEntry, 'actorKind' | 'actor'> {
  switch (actor.kind) {
    case 'staff':
      return { actorKind: 'staff', actor: actor.username };
    case 'member':
      return { actorKind: 'member', actor: actor.membershipNo };
    case 'system':
      return { actorKind: 'system', actor: actor.name };
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
