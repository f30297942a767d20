import type { Insertable } from 'kysely';
import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/database';
import type { MemberTable } from '../../src/db/schema';

export const TEST_PASSWORD = 'Secret123';
const GROUP_NO = '00059999';

/** What addMember writes unless told otherwise; tests assert against these, not against the answer. */
export const MEMBER_DEFAULTS = {
  prename: 'นาย',
  first_name: 'ทดสอบ',
  member_group_no: GROUP_NO,
  member_status: 'ปกติ',
  birth_date: '1980-05-17',
  member_date: '2005-01-10',
  sex: 'M',
  position: 'เสมียน',
  salary: 25000.5,
  address: 'ค่ายทดสอบ',
  phone: '081-234-5678',
  email: '',
  national_id: '1101700203450',
} satisfies Partial<Insertable<MemberTable>>;

// a random start, then counting: tests sharing one database (the browser tests) never pick the same number
let nextNo = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A membership number no other test of this run uses. */
export function newMembershipNo(): string {
  nextNo += 1;
  return String(nextNo).padStart(7, '0');
}

const hashes = new Map<string, Promise<string>>();

// a 64th of the product's scrypt work: each login of a test account checks the hash, thousands of times a run
const TEST_HASH_COST = { N: 512, r: 8, p: 1 };

/**
 * The product's hash of a test password, made once per password and process and shared by the accounts that use it
 * (as the demo seed shares one): a real scrypt hash whose cost travels with it, as a hash made before the product's
 * cost was raised would, so logging in checks it as the product checks any stored hash.
 */
export function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, TEST_HASH_COST)));
  return hash;
}

/**
 * Creates a member with a portal account, or with none when `password` is null (a member who has not registered);
 * the tests make exactly the members they talk about.
 */
export async function addMember(
  db: Db,
  membershipNo: string,
  fields: Partial<Insertable<MemberTable>> = {},
  password: string | null = TEST_PASSWORD,
): Promise<void> {
  await db
    .insertInto('member_groups')
    .values({ member_group_no: GROUP_NO, name: 'หน่วยทดสอบ', parent_no: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('members')
    .values({
      membership_no: membershipNo,
      ...MEMBER_DEFAULTS,
      last_name: `สมาชิก${membershipNo}`,
      ...fields,
    })
    .execute();
  if (password === null) return;
  await db
    .insertInto('member_accounts')
    .values({ membership_no: membershipNo, password_hash: await testPasswordHash(password), password_changed_at: new Date() })
    .execute();
}
