import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/database';
import { addKepMonth } from './factories/kep';
import { addMember, newMembershipNo, TEST_PASSWORD, testPasswordHash } from './members';

let next = 0;

/**
 * Creates a member group with a portal account and answers its number: 8 digits like the core banking system's,
 * unique within the process. A `parent` makes it a sub-group (สังกัด) of that group.
 */
export async function addMemberGroup(
  db: Db,
  opts: { parent?: string; name?: string; password?: string } = {},
): Promise<string> {
  next += 1;
  const no = `9${String(process.pid % 10_000).padStart(4, '0')}${String(next).padStart(3, '0')}`;
  await db
    .insertInto('member_groups')
    .values({ member_group_no: no, name: opts.name ?? `หน่วยทดสอบ ${next}`, parent_no: opts.parent ?? null })
    .execute();
  await db
    .insertInto('member_group_accounts')
    .values({ member_group_no: no, password_hash: await testPasswordHash(opts.password ?? TEST_PASSWORD), password_changed_at: new Date() })
    .execute();
  return no;
}

/** A main group (หน่วยงานหลัก) with one unit (สังกัด) under it, both with portal accounts. */
export async function addGroupWithUnit(db: Db): Promise<{ main: string; unit: string }> {
  const main = await addMemberGroup(db, { name: 'กองทัพภาคทดสอบ' });
  return { main, unit: await addMemberGroup(db, { parent: main, name: 'กองพันทดสอบ' }) };
}

export function groupLogin(
  app: FastifyInstance,
  memberGroupNo: string,
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/membergroup/auth/login',
    payload: { member_group_no: memberGroupNo, member_group_pass: password, ...extra },
  });
}

export async function groupToken(app: FastifyInstance, memberGroupNo: string, password = TEST_PASSWORD): Promise<string> {
  const res = await groupLogin(app, memberGroupNo, password);
  if (res.statusCode !== 200) throw new Error(`group login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const OCT = { year: 2026, month: 10 };
export const NOV = { year: 2026, month: 11, posted: false };

/**
 * A main group with two units and a group outside it, members in each, October posted and November not, with
 * amounts a float sum gets wrong (0.1 + 0.2, many satang). October's grand total for the main group is 5,085.19.
 */
export async function addBilledGroups(db: Db) {
  const main = await addMemberGroup(db, { name: 'กองทัพภาคทดสอบ' });
  const unitA = await addMemberGroup(db, { parent: main, name: 'กองพันที่ 1' });
  const unitB = await addMemberGroup(db, { parent: main, name: 'กองพันที่ 2' });
  const other = await addMemberGroup(db, { name: 'หน่วยอื่น' });
  // numbers in this order: the reports list members by number
  const members = { first: newMembershipNo(), second: newMembershipNo(), third: newMembershipNo(), outside: newMembershipNo() };
  await addMember(db, members.first, { member_group_no: unitA, prename: 'ส.อ.', first_name: 'หนึ่ง', last_name: 'ทดสอบ' });
  await addMember(db, members.second, { member_group_no: unitA });
  await addMember(db, members.third, { member_group_no: unitB });
  await addMember(db, members.outside, { member_group_no: other });
  await addKepMonth(db, members.first, { ...OCT, lines: [
    { item_code: 'SHR', amount: 500.1, period: 120 },
    {
      item_code: 'LON', amount: 3210.2, principal: 3000.15, interest: 210.05, description: 'ฉ.0012/2567',
      item_name: 'เงินกู้ฉุกเฉิน', period: 7, balance_after: 18000.45,
    },
    { item_code: 'DEP', amount: 0.2 },
    { item_code: 'CRM', amount: 40 },
    { item_code: 'ISR', amount: 99.99 },
  ] });
  await addKepMonth(db, members.second, { ...OCT, lines: [{ item_code: 'SHR', amount: 0.1 }] });
  await addKepMonth(db, members.third, { ...OCT, lines: [{ item_code: 'SHR', amount: 1234.57 }, { item_code: 'DEP', amount: 0.03 }] });
  await addKepMonth(db, members.outside, { ...OCT, lines: [{ item_code: 'SHR', amount: 777 }] });
  await addKepMonth(db, members.first, { ...NOV, lines: [{ item_code: 'SHR', amount: 500.1 }] });
  return { main, unitA, unitB, other, members };
}
