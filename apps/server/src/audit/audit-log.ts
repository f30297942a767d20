import type { Db } from '../db/database';
import { deviceName } from '@coop/contract';
import { staffReadInsert } from '../db/repositories/access-record-repository';
import { appendAudit, type AuditEntry } from '../db/repositories/audit-log-repository';
import { type Actor, type DomainContext, staffActor } from '../domain/context';

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
  return appendAudit(db, auditEntry(context, what));
}

const auditEntry = (context: DomainContext, what: AuditedWhat): AuditEntry => ({
  ...what,
  ...auditedActor(context.actor),
  at: context.now(),
  ip: context.client?.address ?? '',
  userAgent: context.client?.userAgent ?? '',
});

/** What kind of look a staff read was, as the member's list "who accessed my data" names it. */
export type StaffReadKind = 'search' | 'status' | 'impersonation' | 'loan-application' | 'loan-document' | 'loan-export' | 'confirmation-export';

export interface StaffRead {
  kind: StaffReadKind;
  /** Every member whose personal data the read showed or wrote out. */
  membershipNos: readonly string[];
  /** What the member is told beside it (an impersonation's reason). */
  detail?: string;
}

/**
 * A staff user's read of members' personal data (decision 078): its audit entry and one access row per member named,
 * in one statement, so the hot support lookups pay no extra round trip.
 */
export function recordStaffRead(context: DomainContext, what: AuditedWhat, read: StaffRead, db: Db = context.db): Promise<void> {
  const entry = auditEntry(context, what);
  if (read.membershipNos.length === 0) return appendAudit(db, entry);
  return appendAudit(
    db,
    entry,
    staffReadInsert({
      at: entry.at,
      staffUsername: staffActor(context),
      what: read.kind,
      detail: read.detail ?? null,
      ip: entry.ip ?? '',
      device: deviceName(entry.userAgent),
      membershipNos: read.membershipNos,
    }),
  );
}
