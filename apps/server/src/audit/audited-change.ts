import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from './audit-log';
import type { Db } from '../db/database';

export interface ChangeMade<T> {
  before: unknown;
  after: unknown;
  result: T;
}

/**
 * A staff change to what visitors see: the change and its audit entry (who, what, before and after) in one
 * transaction, so neither is ever without the other; then every server process forgets pages built from the old
 * data, so the change shows on the public site at once.
 */
export async function auditedChange<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  what: { action: string; target: string },
  change: (trx: Db) => Promise<ChangeMade<T>>,
): Promise<T> {
  const done = await app.db.transaction().execute(async (trx) => {
    const made = await change(trx);
    await auditStaff(trx, app.now(), request, { actor: request.staff.username, ...what, before: made.before, after: made.after });
    return made;
  });
  await app.publicSiteChanged();
  return done.result;
}
