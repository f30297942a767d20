import type { Db } from '../db/database';
import type { DomainContext } from '../domain/context';
import { recordAudit } from './audit-log';

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
  context: DomainContext,
  what: { action: string; target: string },
  change: (trx: Db) => Promise<ChangeMade<T>>,
): Promise<T> {
  const done = await context.db.transaction().execute(async (trx) => {
    const made = await change(trx);
    await recordAudit(context, { ...what, before: made.before, after: made.after }, trx);
    return made;
  });
  await context.publicSiteChanged();
  return done.result;
}
