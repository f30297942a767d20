import {
  ErrorResponses,
  MemberLoginBody,
  MemberLoginResponse,
  padMembershipNo,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isDeviceKnown, rememberDevice } from '../../../auth/known-device';
import { claimAttempt, type Lock, minutesLeft, settleSuccess } from '../../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../../auth/password';
import { verifyRecaptcha } from '../../../auth/recaptcha';
import { issueSession } from '../../../auth/sessions';
import { findPasswordHash } from '../../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../../db/repositories/member-repository';
import { ApiFailure } from '../../../http/api-failure';

export const LOGIN_SUCCESS_MESSAGE = 'เข้าสู่ระบบแล้ว';
export const BAD_CREDENTIALS_MESSAGE = 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง';
const RECAPTCHA_MESSAGE = 'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ แล้วลองอีกครั้ง';
const AREA = 'member';

/** 429 in Thai; a locked pair or account reads the same, so the answer does not tell which limit was met. */
function locked(lock: Lock, now: Date): ApiFailure {
  const minutes = minutesLeft(lock, now);
  const message =
    lock.kind === 'address'
      ? `มีการพยายามเข้าสู่ระบบจากเครื่องนี้มากเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`
      : `บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutes} นาที`;
  return new ApiFailure(429, 'LOGIN_LOCKED', message);
}

const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/auth/login',
    { schema: { body: MemberLoginBody, response: { 200: MemberLoginResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const { db, config } = app;
      const now = app.now();
      const membershipNo = padMembershipNo(request.body.membership_no);
      const ip = request.ip;

      const lock = await claimAttempt(db, AREA, membershipNo, ip, now);
      if (lock && lock.kind !== 'account') throw locked(lock, now);
      if (lock && config.recaptchaSecret) {
        // past the account-wide limit a person still gets in; a script from elsewhere does not
        const answer = request.body.recaptcha;
        const human = !!answer && (await verifyRecaptcha(config.recaptchaVerifyUrl, config.recaptchaSecret, answer, ip));
        if (!human) throw new ApiFailure(400, 'RECAPTCHA', RECAPTCHA_MESSAGE);
      } else if (lock && !(await isDeviceKnown(db, request, membershipNo))) {
        throw locked(lock, now);
      }

      const account = await findPasswordHash(db, membershipNo);
      const password = request.body.mem_password;
      const valid = account ? await verifyPassword(password, account.password_hash) : await burnPasswordCheck(password);
      const identity = valid ? await findMemberIdentity(db, membershipNo) : undefined;
      if (!identity) {
        // already counted, before the check
        throw new ApiFailure(401, 'BAD_CREDENTIALS', BAD_CREDENTIALS_MESSAGE);
      }

      await settleSuccess(db, AREA, membershipNo, ip);
      await rememberDevice(db, request, reply, membershipNo, now);
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
