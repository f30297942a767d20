import { ErrorResponses, PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newGroupPasswordProblem } from '../../../auth/new-password';
import { changePassword, type PasswordArea } from '../../../auth/password-change';
import { findGroupPasswordHash, updateGroupPasswordHash } from '../../../db/repositories/member-group-account-repository';

const MEMBER_GROUPS: PasswordArea = {
  kind: 'membergroup',
  findPasswordHash: findGroupPasswordHash,
  updatePasswordHash: updateGroupPasswordHash,
  newPasswordProblem: newGroupPasswordProblem,
};

/** Spec 7: the same payload and answer as the member's password change. */
const memberGroupPass: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/member_pass',
    { schema: { body: PasswordChangeBody, response: { 200: PasswordChangeResponse, ...ErrorResponses } } },
    async (request) =>
      changePassword(app, MEMBER_GROUPS, {
        subject: request.memberGroup.memberGroupNo,
        tokenHash: request.memberGroup.tokenHash,
        ip: request.ip,
        password: request.body.mem_password,
        oldPassword: request.body.mem_oldpassword,
      }),
  );
};
export default memberGroupPass;
