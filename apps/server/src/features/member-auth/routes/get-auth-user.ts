import { ApiError, AuthCheckFailure, ErrorResponses, MemberAuthUserResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerSessionCheck } from '../../../auth/session-check';
import { findMemberIdentity } from '../../../db/repositories/member-repository';

/** The session check of the loading screen and protected routes: a dead session is a 400 with `data.error` (spec 3, 4). */
const getAuthUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/auth/getAuthUser',
    // a body that cannot be read is a 400 too, as the plain ApiError every route answers with
    { schema: { body: NoInput, response: { 200: MemberAuthUserResponse, ...ErrorResponses, 400: Type.Union([AuthCheckFailure, ApiError]) } } },
    async (request, reply) => {
      const session = await app.findMemberSession(request);
      return answerSessionCheck(reply, session, session && (await findMemberIdentity(app.db, session.subject)));
    },
  );
};
export default getAuthUser;
