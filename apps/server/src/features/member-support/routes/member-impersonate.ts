import { ADMIN_MEMBER_PATHS, AdminActionResponse, ErrorResponses, ImpersonateBody, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestImpersonation } from '../../../auth/impersonation';
import { SUPPORT_TEXT } from '../../../auth/support-text';

/** A support user asks to see a member's view, with the reason; the web then opens /member/impersonate. */
const memberImpersonate: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_PATHS.impersonate,
    { schema: { body: ImpersonateBody, response: { 200: AdminActionResponse, ...ErrorResponses } } },
    async (request) => {
      await requestImpersonation(app, request, padMembershipNo(request.body.membership_no), request.body.reason);
      return { rc_code: '1' as const, rc_des: SUPPORT_TEXT.impersonationReady };
    },
  );
};
export default memberImpersonate;
