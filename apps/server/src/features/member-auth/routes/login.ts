import {
  ErrorResponses,
  type MemberIdentity,
  MemberLoginBody,
  MemberLoginResponse,
  padMembershipNo,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type LoginArea, passwordLogin } from '../../../auth/password-login';
import { findPasswordHash } from '../../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../../db/repositories/member-repository';

export const BAD_CREDENTIALS_MESSAGE = 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง';

const MEMBERS: LoginArea<MemberIdentity> = {
  kind: 'member',
  badCredentials: BAD_CREDENTIALS_MESSAGE,
  findPasswordHash,
  findIdentity: findMemberIdentity,
};

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/auth/login',
    { schema: { body: MemberLoginBody, response: { 200: MemberLoginResponse, ...ErrorResponses } } },
    async (request, reply) => {
      return passwordLogin(app, request, reply, MEMBERS, {
        subject: padMembershipNo(request.body.membership_no),
        password: request.body.mem_password,
        remember: request.body.remember === true,
        recaptcha: request.body.recaptcha,
      });
    },
  );
};
export default login;
