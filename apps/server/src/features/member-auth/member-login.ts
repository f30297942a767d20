import { type MemberIdentity, type MemberLoginBody, padMembershipNo } from '@coop/contract';
import { type LoginArea, passwordLogin } from '../../auth/password-login';
import { findPasswordHash } from '../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import type { DomainContext } from '../../domain/context';

export const BAD_CREDENTIALS_MESSAGE = 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง';

const MEMBERS: LoginArea<MemberIdentity> = {
  kind: 'member',
  badCredentials: BAD_CREDENTIALS_MESSAGE,
  findPasswordHash,
  findIdentity: findMemberIdentity,
};

/** A member's login by membership number and password; `device` is the device token the browser brought. */
export const memberLogin = (context: DomainContext, body: MemberLoginBody, device: string | undefined) =>
  passwordLogin(context, MEMBERS, {
    subject: padMembershipNo(body.membership_no),
    password: body.mem_password,
    remember: body.remember === true,
    recaptcha: body.recaptcha,
    device,
  });
