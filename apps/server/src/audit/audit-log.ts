import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { appendAudit } from '../db/repositories/audit-log-repository';

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
