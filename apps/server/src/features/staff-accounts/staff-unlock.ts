import type { StaffChangeResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { STAFF_TEXT } from '../../auth/staff-text';
import { deleteThrottlesOfAccount, findThrottlesOfAccount } from '../../db/repositories/login-throttle-repository';
import { findStaffUser, STAFF_THROTTLE_AREAS } from '../../db/repositories/staff-user-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../http/api-failure';

/**
 * An admin lifts a staff account's login locks and forgets its counts, at both login steps and from every address
 * (decision 037); the lock history stays. The change and its audit entry share one transaction.
 */
export async function unlockStaffAccount(context: DomainContext, username: string): Promise<StaffChangeResponse> {
  if (!(await findStaffUser(context.db, username))) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await findThrottlesOfAccount(trx, STAFF_THROTTLE_AREAS, username);
    await deleteThrottlesOfAccount(trx, STAFF_THROTTLE_AREAS, username);
    const locks = before.filter((row) => row.locked_until !== null && row.locked_until > now).map((row) => ({ scope: row.scope, until: row.locked_until }));
    await recordAudit(context, { action: 'staff.unlock', target: username, before: { locks }, after: { locks: [] } }, trx);
  });
  return { rc_code: '1', rc_des: STAFF_TEXT.unlocked(username) };
}
