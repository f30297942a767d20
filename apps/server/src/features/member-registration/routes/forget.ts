import { ErrorResponses, MEMBER_ACCOUNT_PATHS, MemberAccountRefusal, MemberAccountResponse, MemberForgetBody, padMembershipNo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setPasswordByProof } from '../password-by-proof';

/** ลืมรหัสผ่าน (/member/forget): a new password by the same proof as registration; every session of the member ends. */
const forget: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    MEMBER_ACCOUNT_PATHS.forget,
    { schema: { body: MemberForgetBody, response: { ...ErrorResponses, 200: MemberAccountResponse, 429: MemberAccountRefusal } } },
    async (request, reply) => {
      const body = request.body;
      const answer = await setPasswordByProof(app, {
        purpose: 'forget',
        membershipNo: padMembershipNo(body.membership_no),
        claim: { idCard: body.id_card, birthDate: body.birth_date, mobile: body.mobile },
        password: body.mem_password,
        otp: body.otp,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        cookie: request.headers.cookie,
      });
      return reply.code(answer.status).send(answer.body);
    },
  );
};
export default forget;
