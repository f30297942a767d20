import type { MemberGroupIdentity, MemberGroupLoginBody } from '@coop/contract';
import { type LoginArea, passwordLogin } from '../../auth/password-login';
import { findGroupPasswordHash } from '../../db/repositories/member-group-account-repository';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import type { DomainContext } from '../../domain/context';

export const GROUP_BAD_CREDENTIALS_MESSAGE = 'รหัสหน่วยงานหรือรหัสผ่านไม่ถูกต้อง';

const MEMBER_GROUPS: LoginArea<MemberGroupIdentity> = {
  kind: 'membergroup',
  badCredentials: GROUP_BAD_CREDENTIALS_MESSAGE,
  findPasswordHash: findGroupPasswordHash,
  findIdentity: findMemberGroupIdentity,
};

/** A member group's login by its number and password; `device` is the device token the browser brought. */
export const memberGroupLogin = (context: DomainContext, body: MemberGroupLoginBody, device: string | undefined) =>
  passwordLogin(context, MEMBER_GROUPS, {
    subject: body.member_group_no,
    password: body.member_group_pass,
    remember: body.remember === true,
    device,
  });
