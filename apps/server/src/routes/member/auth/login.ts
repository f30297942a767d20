import {
  ErrorResponses,
  MemberLoginBody,
  MemberLoginResponse,
  padMembershipNo,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countFailure, findLock, forgiveAccount, minutesLeft } from '../../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../../auth/password';
import { verifyRecaptcha } from '../../../auth/recaptcha';
import { issueSession } from '../../../auth/sessions';
import { findPasswordHash } from '../../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../../db/repositories/member-repository';
import { ApiFailure } from '../../../http/api-failure';

export const LOGIN_SUCCESS_MESSAGE = 'เข้าสู่ระบบแล้ว';
export const BAD_CREDENTIALS_MESSAGE = 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง';

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/auth/login',
    { schema: { body: MemberLoginBody, response: { 200: MemberLoginResponse, ...ErrorResponses } } },
    async (request) => {
      const { db, config } = app;
      const now = app.now();
      const membershipNo = padMembershipNo(request.body.membership_no);
      const ip = request.ip;

      const lock = await findLock(db, 'member', membershipNo, ip, now);
      if (lock) {
        const minutes = minutesLeft(lock, now);
        const message =
          lock.scope === 'account'
            ? `บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutes} นาที`
            : `มีการพยายามเข้าสู่ระบบจากเครื่องนี้มากเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`;
        throw new ApiFailure(429, 'LOGIN_LOCKED', message);
      }

      if (config.recaptchaSecret) {
        const answer = request.body.recaptcha;
        const human = !!answer && (await verifyRecaptcha(config.recaptchaVerifyUrl, config.recaptchaSecret, answer, ip));
        if (!human) throw new ApiFailure(400, 'RECAPTCHA', 'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ แล้วลองอีกครั้ง');
      }

      const account = await findPasswordHash(db, membershipNo);
      const password = request.body.mem_password;
      const valid = account ? await verifyPassword(password, account.password_hash) : await burnPasswordCheck(password);
      const identity = valid ? await findMemberIdentity(db, membershipNo) : undefined;
      if (!identity) {
        await countFailure(db, 'member', membershipNo, ip, now);
        throw new ApiFailure(401, 'BAD_CREDENTIALS', BAD_CREDENTIALS_MESSAGE);
      }

      await forgiveAccount(db, 'member', membershipNo);
      const session = await issueSession(db, now, {
        kind: 'member',
        subject: membershipNo,
        remember: request.body.remember === true,
        ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return {
        rc_code: '1' as const,
        rc_des: LOGIN_SUCCESS_MESSAGE,
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        user: identity,
      };
    },
  );
};
export default login;
