import type { Db } from '../../db/database';

/** Where a member's messages go outside the portal: the e-mail address and mobile number on file, and the name to greet. */
export function findMemberContact(db: Db, membershipNo: string) {
  return db
    .selectFrom('members')
    .select(['prename', 'first_name', 'last_name', 'email', 'phone'])
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}
