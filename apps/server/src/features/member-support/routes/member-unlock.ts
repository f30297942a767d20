import { ADMIN_MEMBER_PATHS, AdminActionResponse, ErrorResponses, MemberNoBody, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unlockMember } from '../member-account-actions';
import { SUPPORT_TEXT } from '../../../auth/support-text';

/** Clears the member's login throttles and locks. Audited with before and after. */
const memberUnlock: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_PATHS.unlock,
    { schema: { body: MemberNoBody, response: { 200: AdminActionResponse, ...ErrorResponses } } },
    async (request) => {
      await unlockMember(app, request, padMembershipNo(request.body.membership_no));
      return { rc_code: '1' as const, rc_des: SUPPORT_TEXT.unlocked };
    },
  );
};
export default memberUnlock;
