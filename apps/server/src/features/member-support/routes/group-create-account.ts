import { ADMIN_MEMBER_GROUP_PATHS, ErrorResponses, GroupPasswordBody, GroupPasswordResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createGroupLogin } from '../member-group-accounts';

/** A group's portal login, with staff's password or one made and shown once. */
const groupCreateAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_GROUP_PATHS.createAccount,
    { schema: { body: GroupPasswordBody, response: { 200: GroupPasswordResponse, ...ErrorResponses } } },
    async (request) => createGroupLogin(app, request, request.body.member_group_no, request.body.password),
  );
};
export default groupCreateAccount;
