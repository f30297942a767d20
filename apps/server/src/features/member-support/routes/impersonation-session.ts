import { ADMIN_MEMBER_PATHS, ErrorResponses, ImpersonationSessionResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseHead } from '../../../http/refuse-head';
import { openImpersonation } from '../../../auth/impersonation';

/** Spec 7: `GET /admin/impersonate/auth/member` answers the member session the staff user asked for, once. */
const impersonationSession: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ADMIN_MEMBER_PATHS.impersonationSession,
    // the GET spends the pending request: a HEAD must not
    { onRequest: refuseHead, schema: { response: { 200: ImpersonationSessionResponse, ...ErrorResponses } } },
    async (request, reply) => {
      // it carries a session token: no cache and no proxy may keep it
      void reply.header('cache-control', 'no-store');
      return openImpersonation(app, request);
    },
  );
};
export default impersonationSession;
