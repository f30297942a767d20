import { type GroupPasswordBody, type GroupPasswordResponse, type GroupSearchBody, type GroupSearchResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { generatePassword } from '../../auth/generated-password';
import { newGroupPasswordProblem } from '../../auth/new-password';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { createGroupAccount, findGroupPasswordHash, updateGroupPasswordHash } from '../../db/repositories/member-group-account-repository';
import { findMemberGroupIdentity, searchGroups } from '../../db/repositories/member-group-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { consolePage, pageInfo } from '../../http/page-query';
import { SUPPORT_TEXT } from '../../auth/support-text';

/** Member groups by number or name, a page at a time, with whether each has a portal login yet. */
export async function groupSearch({ db }: DomainContext, { query, page }: GroupSearchBody): Promise<GroupSearchResponse> {
  const at = consolePage(page);
  const { rows, total } = await searchGroups(db, query, at.offset, at.pageSize);
  return { rc_code: '1', data: rows, ...pageInfo(at, total) };
}

/** The password to set: staff's own, judged by the policy as a clerk's would be, or one made here and shown once. */
async function chosenPassword(db: Db, groupNo: string, typed: string | undefined): Promise<{ password: string; generated: boolean }> {
  if (typed === undefined) return { password: generatePassword(), generated: true };
  const problem = await newGroupPasswordProblem(db, groupNo, typed);
  if (problem) throw new ApiFailure(400, 'PASSWORD_POLICY', problem);
  return { password: typed, generated: false };
}

async function requireGroup(db: Db, groupNo: string): Promise<void> {
  if (!(await findMemberGroupIdentity(db, groupNo))) throw new ApiFailure(404, 'NO_GROUP', SUPPORT_TEXT.noGroup);
}

const answer = (rcDes: string, chosen: { password: string; generated: boolean }): GroupPasswordResponse =>
  chosen.generated ? { rc_code: '1', rc_des: rcDes, generated_password: chosen.password } : { rc_code: '1', rc_des: rcDes };

/** A group's first portal login (decision 023); a group that has one gets a reset instead. */
export async function createGroupLogin(context: DomainContext, { member_group_no: groupNo, password }: GroupPasswordBody): Promise<GroupPasswordResponse> {
  const { db } = context;
  await requireGroup(db, groupNo);
  const chosen = await chosenPassword(db, groupNo, password);
  if (!(await createGroupAccount(db, groupNo, await hashPassword(chosen.password), context.now()))) {
    throw new ApiFailure(400, 'GROUP_HAS_ACCOUNT', SUPPORT_TEXT.groupHasAccount);
  }
  await recordAudit(context, { action: 'member_group.create_account', target: groupNo, after: { has_account: true, generated_password: chosen.generated } });
  return answer(SUPPORT_TEXT.groupAccountCreated, chosen);
}

/** A new password for a group's login; every session of the group ends, as after a reset by a member. */
export async function resetGroupPassword(context: DomainContext, { member_group_no: groupNo, password }: GroupPasswordBody): Promise<GroupPasswordResponse> {
  const { db } = context;
  await requireGroup(db, groupNo);
  if (!(await findGroupPasswordHash(db, groupNo))) throw new ApiFailure(400, 'GROUP_HAS_NO_ACCOUNT', SUPPORT_TEXT.groupHasNoAccount);
  const chosen = await chosenPassword(db, groupNo, password);
  await updateGroupPasswordHash(db, groupNo, await hashPassword(chosen.password), context.now());
  await revokeAllSessions(db, context.sessionCache, 'membergroup', groupNo);
  await recordAudit(context, { action: 'member_group.reset_password', target: groupNo, after: { generated_password: chosen.generated, sessions: 0 } });
  return answer(SUPPORT_TEXT.groupPasswordReset, chosen);
}
