import { ErrorResponses, MEMBER_ACCOUNT_PATHS, MemberAccountRefusal, MemberAccountResponse, MemberRegisterBody, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setPasswordByProof } from '../password-by-proof';

/** ลงทะเบียนใช้งาน (/member/register, /member/registerauth): a member's first portal password. */
const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    MEMBER_ACCOUNT_PATHS.register,
    { schema: { body: MemberRegisterBody, response: { ...ErrorResponses, 200: MemberAccountResponse, 429: MemberAccountRefusal } } },
    async (request, reply) => {
      const body = request.body;
      const answer = await setPasswordByProof(app, {
        purpose: 'register',
        membershipNo: padMembershipNo(body.membership_no),
        claim: { idCard: body.id_card, birthDate: body.birth_date, mobile: body.mobile },
        password: body.mem_password,
        otp: body.otp,
        terms: { accepted: body.accept_terms, version: body.terms_version },
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        cookie: request.headers.cookie,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
};
export default register;
