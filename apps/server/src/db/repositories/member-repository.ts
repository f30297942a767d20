import type { Db } from '../database';

/** Member statuses whose membership has ended: a letter campaign or a broadcast to all members leaves them out. */
export const LEFT_STATUSES = ['ลาออก', 'พ้นสภาพ', 'เสียชีวิต'] as const;

export function findMemberIdentity(db: Db, membershipNo: string) {
  return db
    .selectFrom('members')
    .select(['membership_no', 'prename', 'first_name as member_name', 'last_name as member_surname'])
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}

export function findMemberProfile(db: Db, membershipNo: string) {
  return db
    .selectFrom('members as m')
    .innerJoin('member_groups as g', 'g.member_group_no', 'm.member_group_no')
    .select([
      'm.membership_no',
      'm.prename',
      'm.first_name',
      'm.last_name',
      'm.member_status',
      'm.member_group_no',
      'g.name as member_group_name',
      'm.birth_date',
      'm.member_date',
      'm.sex',
      'm.position',
      'm.salary',
      'm.address',
      'm.phone',
      'm.email',
      'm.national_id',
    ])
    .where('m.membership_no', '=', membershipNo)
    .executeTakeFirst();
}

/** What a new password must not be built from (the password policy's personal facts). */
export function findPasswordFacts(db: Db, membershipNo: string) {
  return db
    .selectFrom('members')
    .select(['national_id', 'birth_date', 'first_name', 'last_name'])
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}

/** The facts a member proves their identity with at registration and reset, and where a one-time code goes. */
export function findIdentityFacts(db: Db, membershipNo: string) {
  return db
    .selectFrom('members')
    .select(['national_id', 'birth_date', 'phone', 'email'])
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}
