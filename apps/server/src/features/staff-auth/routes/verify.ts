import { ADMIN_AUTH_PATHS, ErrorResponses, StaffSessionResponse, StaffVerifyBody } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffSecondFactor } from '../staff-login';

/** The staff login's second step: the authenticator's code (or a recovery code) turns the challenge into a session. */
const verify: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_AUTH_PATHS.verify,
    { schema: { body: StaffVerifyBody, response: { 200: StaffSessionResponse, ...ErrorResponses } } },
    async (request, reply) => staffSecondFactor(app, request, reply, request.body),
  );
};
export default verify;
