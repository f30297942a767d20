import { ADMIN_MEMBER_PATHS, ErrorResponses, MemberNoBody, MemberPortalStatus, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { ApiFailure } from '../../../http/api-failure';
import { memberPortalStatus } from '../member-portal-status';
import { SUPPORT_TEXT } from '../../../auth/support-text';

/** A member's portal status for support: registered, locks and why, last login, live sessions. Each look is audited. */
const memberStatus: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_PATHS.status,
    { schema: { body: MemberNoBody, response: { 200: MemberPortalStatus, ...ErrorResponses } } },
    async (request) => {
      const now = app.now();
      const membershipNo = padMembershipNo(request.body.membership_no);
      const status = await memberPortalStatus(app.db, membershipNo, now);
      if (!status) throw new ApiFailure(404, 'NO_MEMBER', SUPPORT_TEXT.noMember);
      await auditStaff(app.db, now, request, { actor: request.staff.username, action: 'member.status_view', target: membershipNo });
      return status;
    },
  );
};
export default memberStatus;
