import { ErrorResponses, PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { claimAttempt, minutesLeft, settleSuccess } from '../../auth/login-throttle';
import { newPasswordProblem } from '../../auth/new-password';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeOtherSessions } from '../../auth/sessions';
import { findPasswordHash, updatePasswordHash } from '../../db/repositories/member-account-repository';

/** Guessing the old password from a stolen session is throttled like a login, and any lock refuses (no reCAPTCHA here). */
const AREA = 'member-pass';

const memberPass: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/member_pass',
    { schema: { body: PasswordChangeBody, response: { 200: PasswordChangeResponse, ...ErrorResponses } } },
    async (request) => {
      const { db } = app;
      const now = app.now();
      const { membershipNo, tokenHash } = request.member;
      const { mem_password: next, mem_oldpassword: old } = request.body;
      const refuse = (rc_des: string) => ({ rc_code: '0' as const, rc_des });

      const lock = await claimAttempt(db, AREA, membershipNo, request.ip, now);
      if (lock) return refuse(`ใส่รหัสผ่านเดิมผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutesLeft(lock, now)} นาที`);

      const account = await findPasswordHash(db, membershipNo);
      if (!account || !(await verifyPassword(old, account.password_hash))) {
        return refuse('รหัสผ่านเดิมไม่ถูกต้อง');
      }
      // the right old password is no guess, whatever the new one's fate
      await settleSuccess(db, AREA, membershipNo, request.ip);
      const problem = await newPasswordProblem(db, membershipNo, next, old);
      if (problem) return refuse(problem);

      await updatePasswordHash(db, membershipNo, await hashPassword(next), now);
      await revokeOtherSessions(db, app.sessionCache, 'member', membershipNo, tokenHash);
      return { rc_code: '1' as const, rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' };
    },
  );
};
export default memberPass;
