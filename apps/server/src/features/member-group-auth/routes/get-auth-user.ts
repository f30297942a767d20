import { ApiError, AuthCheckFailure, ErrorResponses, MemberGroupAuthUserResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerSessionCheck } from '../../../auth/session-check';
import { findMemberGroupIdentity } from '../../../db/repositories/member-group-repository';

/** The member-group session check: on a 400 (or 401) the web app removes the stored `usermemgroup` (spec 7). */
const getAuthUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/auth/getAuthUser',
    { schema: { body: NoInput, response: { 200: MemberGroupAuthUserResponse, ...ErrorResponses, 400: Type.Union([AuthCheckFailure, ApiError]) } } },
    async (request, reply) => {
      const session = await app.findMemberGroupSession(request);
      return answerSessionCheck(reply, session, session && (await findMemberGroupIdentity(app.db, session.subject)));
    },
  );
};
export default getAuthUser;
