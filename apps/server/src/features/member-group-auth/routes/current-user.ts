import { ErrorResponses, MemberGroupUserResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countGroupReach, findMemberGroupIdentity } from '../../../db/repositories/member-group-repository';
import { ApiFailure, SESSION_ENDED_MESSAGE } from '../../../http/api-failure';

/** The member-group layout's current-user fetch (spec 4); a group gone from the read copy ends the session. */
const currentUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/user',
    { schema: { body: NoInput, response: { 200: MemberGroupUserResponse, ...ErrorResponses } } },
    async (request) => {
      const no = request.memberGroup.memberGroupNo;
      const [identity, reach] = await Promise.all([findMemberGroupIdentity(app.db, no), countGroupReach(app.db, no)]);
      if (!identity) throw new ApiFailure(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
      return { rc_code: '1' as const, user: { ...identity, ...reach } };
    },
  );
};
export default currentUser;
