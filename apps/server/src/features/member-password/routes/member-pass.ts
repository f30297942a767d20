import { ErrorResponses, PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { changePassword, type PasswordArea } from '../../../auth/password-change';
import { newPasswordProblem } from '../../../auth/new-password';
import { findPasswordHash, updatePasswordHash } from '../../../db/repositories/member-account-repository';

const MEMBERS: PasswordArea = { kind: 'member', findPasswordHash, updatePasswordHash, newPasswordProblem };

const memberPass: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/member_pass',
    { onRequest: refuseWhileImpersonating, schema: { body: PasswordChangeBody, response: { 200: PasswordChangeResponse, ...ErrorResponses } } },
    async (request) =>
      changePassword(app, MEMBERS, {
        subject: request.member.membershipNo,
        tokenHash: request.member.tokenHash,
        ip: request.ip,
        password: request.body.mem_password,
        oldPassword: request.body.mem_oldpassword,
      }),
  );
};
export default memberPass;
