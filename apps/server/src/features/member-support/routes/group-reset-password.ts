import { ADMIN_MEMBER_GROUP_PATHS, ErrorResponses, GroupPasswordBody, GroupPasswordResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resetGroupPassword } from '../member-group-accounts';

/** A new password for a group's login; the group's sessions end. */
const groupResetPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_GROUP_PATHS.resetPassword,
    { schema: { body: GroupPasswordBody, response: { 200: GroupPasswordResponse, ...ErrorResponses } } },
    async (request) => resetGroupPassword(app, request, request.body.member_group_no, request.body.password),
  );
};
export default groupResetPassword;
