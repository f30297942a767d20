import type { GroupPasswordResponse } from '@coop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from '../../audit/audit-log';
import { generatePassword } from '../../auth/generated-password';
import { newGroupPasswordProblem } from '../../auth/new-password';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';
import { createGroupAccount, findGroupPasswordHash, updateGroupPasswordHash } from '../../db/repositories/member-group-account-repository';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import { ApiFailure } from '../../http/api-failure';
import { SUPPORT_TEXT } from '../../auth/support-text';

/** The password to set: staff's own, judged by the policy as a clerk's would be, or one made here and shown once. */
async function chosenPassword(app: FastifyInstance, groupNo: string, typed: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (typed === undefined) return { password: generatePassword(), generated: true };
  const problem = await newGroupPasswordProblem(app.db, groupNo, typed);
  if (problem) throw new ApiFailure(400, 'PASSWORD_POLICY', problem);
  return { password: typed, generated: false };
}

async function requireGroup(app: FastifyInstance, groupNo: string): Promise<void> {
  if (!(await findMemberGroupIdentity(app.db, groupNo))) throw new ApiFailure(404, 'NO_GROUP', SUPPORT_TEXT.noGroup);
}

const answer = (rcDes: string, chosen: { password: string; generated: boolean }): GroupPasswordResponse =>
  chosen.generated ? { rc_code: '1', rc_des: rcDes, generated_password: chosen.password } : { rc_code: '1', rc_des: rcDes };

/** A group's first portal login (decision 023); a group that has one gets a reset instead. */
export async function createGroupLogin(app: FastifyInstance, request: FastifyRequest, groupNo: string, typed?: string): Promise<GroupPasswordResponse> {
  await requireGroup(app, groupNo);
  const chosen = await chosenPassword(app, groupNo, typed);
  const now = app.now();
  if (!(await createGroupAccount(app.db, groupNo, await hashPassword(chosen.password), now))) {
    throw new ApiFailure(400, 'GROUP_HAS_ACCOUNT', SUPPORT_TEXT.groupHasAccount);
  }
  await auditStaff(app.db, now, request, {
    actor: request.staff.username,
    action: 'member_group.create_account',
    target: groupNo,
    after: { has_account: true, generated_password: chosen.generated },
  });
  return answer(SUPPORT_TEXT.groupAccountCreated, chosen);
}

/** A new password for a group's login; every session of the group ends, as after a reset by a member. */
export async function resetGroupPassword(app: FastifyInstance, request: FastifyRequest, groupNo: string, typed?: string): Promise<GroupPasswordResponse> {
  await requireGroup(app, groupNo);
  if (!(await findGroupPasswordHash(app.db, groupNo))) throw new ApiFailure(400, 'GROUP_HAS_NO_ACCOUNT', SUPPORT_TEXT.groupHasNoAccount);
  const chosen = await chosenPassword(app, groupNo, typed);
  const now = app.now();
  await updateGroupPasswordHash(app.db, groupNo, await hashPassword(chosen.password), now);
  await revokeAllSessions(app.db, app.sessionCache, 'membergroup', groupNo);
  await auditStaff(app.db, now, request, {
    actor: request.staff.username,
    action: 'member_group.reset_password',
    target: groupNo,
    after: { generated_password: chosen.generated, sessions: 0 },
  });
  return answer(SUPPORT_TEXT.groupPasswordReset, chosen);
}
