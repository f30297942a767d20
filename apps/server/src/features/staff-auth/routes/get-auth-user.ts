import { ADMIN_AUTH_PATHS, ErrorResponses, NoInput, StaffAuthUserResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The console's session check: who is logged in and until when. */
const getAuthUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_AUTH_PATHS.getAuthUser,
    { schema: { body: NoInput, response: { 200: StaffAuthUserResponse, ...ErrorResponses } } },
    async (request) => {
      const { username, displayName, role, expiresAt } = request.staff;
      return { rc_code: '1' as const, user: { username, display_name: displayName, role }, expires_at: expiresAt.toISOString() };
    },
  );
};
export default getAuthUser;
