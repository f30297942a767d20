import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';

/** The characters emailProblem (the contract's rule for addresses typed in forms) refuses on either side of the @. */
const EMAIL_PATTERN = String.raw`^[^][:space:]@<>()\\,;:"]+@[^][:space:]@<>()\\,;:"]+\.[A-Za-z]{2,}$`;

/**
 * SQL: the member row's e-mail address (trimmed) is one a mail can go to, as the contract's emailProblem reads an
 * address. The e-mail sender looks addresses up through it and the fan-out queues by it, so they cannot disagree.
 */
export const usableEmail = (email: RawBuilder<string>): RawBuilder<boolean> =>
  sql<boolean>`(length(btrim(${email})) <= 254 and btrim(${email}) ~ ${EMAIL_PATTERN})`;

/**
 * SQL: the member row's phone number is a Thai mobile number an SMS reaches (06, 08, 09; 66 for the 0), as
 * isThaiMobile reads it; a landline is not.
 */
export const thaiMobile = (phone: RawBuilder<string>): RawBuilder<boolean> => sql<boolean>`(regexp_replace(${phone}, '[^0-9]', '', 'g') ~ '^(0|66)[689][0-9]{8}$')`;

/** SQL: the member whose number is in the column `membershipNo` has an address on file that `usable` takes. */
export const memberAddressOnFile = (membershipNo: RawBuilder<string>, column: 'email' | 'phone', usable: (value: RawBuilder<string>) => RawBuilder<boolean>): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from members c where c.membership_no = ${membershipNo} and ${usable(sql.ref(`c.${column}`))})`;

/**
 * Where a member's messages go outside the portal: the e-mail address and mobile number on file, whether each is one
 * a message can go to (the predicates above), and the name to greet.
 */
export function findMemberContact(db: Db, membershipNo: string) {
  return db
    .selectFrom('members')
    .select([
      'prename',
      'first_name',
      'last_name',
      'email',
      'phone',
      usableEmail(sql.ref('email')).as('email_usable'),
      thaiMobile(sql.ref('phone')).as('mobile_usable'),
    ])
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}
