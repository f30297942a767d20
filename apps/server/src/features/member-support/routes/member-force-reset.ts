import { ADMIN_MEMBER_PATHS, AdminActionResponse, ErrorResponses, MemberNoBody, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forcePasswordReset } from '../member-account-actions';
import { SUPPORT_TEXT } from '../../../auth/support-text';

/** Makes the member set a new password at /member/forget. Audited with before and after. */
const memberForceReset: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_PATHS.forceReset,
    { schema: { body: MemberNoBody, response: { 200: AdminActionResponse, ...ErrorResponses } } },
    async (request) => {
      await forcePasswordReset(app, request, padMembershipNo(request.body.membership_no));
      return { rc_code: '1' as const, rc_des: SUPPORT_TEXT.resetForced };
    },
  );
};
export default memberForceReset;
