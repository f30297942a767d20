import { ADMIN_STAFF_PATHS, ErrorResponses, NoInput, StaffChangeResponse, StaffUsernameParams } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { deleteThrottlesOfAccount, findThrottlesOfAccount } from '../../../db/repositories/login-throttle-repository';
import { findStaffUser, STAFF_THROTTLE_AREAS } from '../../../db/repositories/staff-user-repository';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../../http/api-failure';
import { STAFF_TEXT } from '../../../auth/staff-text';

/**
 * An admin lifts a staff account's login locks and forgets its counts, at both login steps and from every address
 * (decision 037); the lock history stays. The change and its audit entry share one transaction.
 */
const staffUnlock: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_STAFF_PATHS.unlock,
    { schema: { params: StaffUsernameParams, body: NoInput, response: { 200: StaffChangeResponse, ...ErrorResponses } } },
    async (request) => {
      const { username } = request.params;
      if (!(await findStaffUser(app.db, username))) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
      const now = app.now();
      await app.db.transaction().execute(async (trx) => {
        const before = await findThrottlesOfAccount(trx, STAFF_THROTTLE_AREAS, username);
        await deleteThrottlesOfAccount(trx, STAFF_THROTTLE_AREAS, username);
        const locks = before.filter((row) => row.locked_until !== null && row.locked_until > now).map((row) => ({ scope: row.scope, until: row.locked_until }));
        await auditStaff(trx, now, request, { actor: request.staff.username, action: 'staff.unlock', target: username, before: { locks }, after: { locks: [] } });
      });
      return { rc_code: '1' as const, rc_des: STAFF_TEXT.unlocked(username) };
    },
  );
};
export default staffUnlock;
