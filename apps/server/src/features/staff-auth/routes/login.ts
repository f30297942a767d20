import { ADMIN_AUTH_PATHS, ErrorResponses, StaffLoginBody, StaffLoginResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffPasswordStep } from '../staff-login';

/** The staff login's first step: username and password open a challenge for the second factor. */
const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_AUTH_PATHS.login,
    { schema: { body: StaffLoginBody, response: { 200: StaffLoginResponse, ...ErrorResponses } } },
    async (request) => staffPasswordStep(app, request, request.body),
  );
};
export default login;
