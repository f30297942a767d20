import type { PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import { newPasswordProblem } from '../../auth/new-password';
import { changePassword, type PasswordArea } from '../../auth/password-change';
import { findPasswordHash, updatePasswordHash } from '../../db/repositories/member-account-repository';
import { type DomainContext, memberActor } from '../../domain/context';

const MEMBERS: PasswordArea = { kind: 'member', findPasswordHash, updatePasswordHash, newPasswordProblem };

/** The acting member's own new password; the session `tokenHash` stays, the member's others end. */
export const changeMemberPassword = (context: DomainContext, tokenHash: string, body: PasswordChangeBody): Promise<PasswordChangeResponse> =>
  changePassword(context, MEMBERS, { subject: memberActor(context), tokenHash, password: body.mem_password, oldPassword: body.mem_oldpassword });
