import type { PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import { newGroupPasswordProblem } from '../../auth/new-password';
import { changePassword, type PasswordArea } from '../../auth/password-change';
import { findGroupPasswordHash, updateGroupPasswordHash } from '../../db/repositories/member-group-account-repository';
import { type DomainContext, memberGroupActor } from '../../domain/context';

const MEMBER_GROUPS: PasswordArea = {
  kind: 'membergroup',
  findPasswordHash: findGroupPasswordHash,
  updatePasswordHash: updateGroupPasswordHash,
  newPasswordProblem: newGroupPasswordProblem,
};

/** The acting group's own new password; the session `tokenHash` stays, the group's others end. */
export const changeMemberGroupPassword = (context: DomainContext, tokenHash: string, body: PasswordChangeBody): Promise<PasswordChangeResponse> =>
  changePassword(context, MEMBER_GROUPS, { subject: memberGroupActor(context), tokenHash, password: body.mem_password, oldPassword: body.mem_oldpassword });
