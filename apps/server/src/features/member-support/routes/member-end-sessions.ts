import { ADMIN_MEMBER_PATHS, AdminActionResponse, ErrorResponses, MemberNoBody, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endMemberSessions } from '../member-account-actions';
import { SUPPORT_TEXT } from '../../../auth/support-text';

/** Ends every session of the member. Audited with before and after. */
const memberEndSessions: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_PATHS.endSessions,
    { schema: { body: MemberNoBody, response: { 200: AdminActionResponse, ...ErrorResponses } } },
    async (request) => {
      await endMemberSessions(app, request, padMembershipNo(request.body.membership_no));
      return { rc_code: '1' as const, rc_des: SUPPORT_TEXT.sessionsEnded };
    },
  );
};
export default memberEndSessions;
