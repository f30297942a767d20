import { loadPasswordPolicy } from '@coop/password-policy';
import type { Db } from '../db/database';
import { findMemberGroupIdentity } from '../db/repositories/member-group-repository';
import { findPasswordFacts } from '../db/repositories/member-repository';

/**
 * The Thai rule a member's new password breaks (sent as rc_des), or undefined. The one place the server judges a
 * new password, with the member's numbers from the database: the change now, registration and reset later. Login
 * never asks, so passwords set before the policy keep working.
 */
export async function newPasswordProblem(
  db: Db,
  membershipNo: string,
  password: string,
  oldPassword?: string,
): Promise<string | undefined> {
  const [{ checkNewPassword }, facts] = await Promise.all([loadPasswordPolicy(), findPasswordFacts(db, membershipNo)]);
  return checkNewPassword(password, {
    membershipNo,
    nationalId: facts?.national_id,
    birthDate: facts?.birth_date,
    names: facts ? [facts.first_name, facts.last_name] : [],
    oldPassword,
  }).problem;
}

/** The same judgement for a member group's login: its number and name are what a password must not be built from. */
export async function newGroupPasswordProblem(
  db: Db,
  memberGroupNo: string,
  password: string,
  oldPassword?: string,
): Promise<string | undefined> {
  const [{ checkNewPassword }, group] = await Promise.all([loadPasswordPolicy(), findMemberGroupIdentity(db, memberGroupNo)]);
  return checkNewPassword(password, {
    membershipNo: memberGroupNo,
    names: group ? [group.member_group_name] : [],
    oldPassword,
  }).problem;
}
