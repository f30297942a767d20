import { ErrorResponses, MemberGroupLoginBody, MemberGroupLoginResponse, type MemberGroupIdentity } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type LoginArea, passwordLogin } from '../../../auth/password-login';
import { findGroupPasswordHash } from '../../../db/repositories/member-group-account-repository';
import { findMemberGroupIdentity } from '../../../db/repositories/member-group-repository';

export const GROUP_BAD_CREDENTIALS_MESSAGE = 'รหัสหน่วยงานหรือรหัสผ่านไม่ถูกต้อง';

const MEMBER_GROUPS: LoginArea<MemberGroupIdentity> = {
  kind: 'membergroup',
  badCredentials: GROUP_BAD_CREDENTIALS_MESSAGE,
  findPasswordHash: findGroupPasswordHash,
  findIdentity: findMemberGroupIdentity,
};

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/auth/login',
    { schema: { body: MemberGroupLoginBody, response: { 200: MemberGroupLoginResponse, ...ErrorResponses } } },
    async (request, reply) => {
      return passwordLogin(app, request, reply, MEMBER_GROUPS, {
        subject: request.body.member_group_no,
        password: request.body.member_group_pass,
        remember: request.body.remember === true,
      });
    },
  );
};
export default login;
