import { sumBaht } from '@coop/thai-format';
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

/**
 * A main group with two units whose November bill differs from October's in every way a bill changes, with amounts
 * a float sum gets wrong: shares raised, an installment lowered, a loan started and one paid off, cremation raised,
 * an other item stopped and one started, a deposit moved with its member between the units, a member new, one gone,
 * one unchanged, and a member of another group whose lines must count nowhere.
 */
export async function addChangingGroups(db: Db) {
  const main = await addMemberGroup(db, { name: 'กองทัพภาคทดสอบ' });
  const unitA = await addMemberGroup(db, { parent: main, name: 'กองพันที่ 1' });
  const unitB = await addMemberGroup(db, { parent: main, name: 'กองพันที่ 2' });
  const other = await addMemberGroup(db, { name: 'หน่วยอื่น' });
  const members = {
    changed: newMembershipNo(), gone: newMembershipNo(), arrived: newMembershipNo(),
    moved: newMembershipNo(), paidOff: newMembershipNo(), same: newMembershipNo(), outside: newMembershipNo(),
  };
  for (const [key, no] of Object.entries(members)) {
    const group = key === 'outside' ? other : key === 'moved' ? unitB : unitA;
    await addMember(db, no, { member_group_no: group, prename: 'นาย', first_name: 'สมชาย', last_name: `ทดสอบ${key}` });
  }
  const loan = (contract: string, principal: number, interest: number) => ({
    item_code: 'LON', item_name: 'เงินกู้สามัญ', description: contract, principal, interest, amount: sumBaht([principal, interest]), period: 3, balance_after: 50000,
  });
  const share = (amount: number) => ({ item_code: 'SHR', item_name: 'ค่าหุ้นรายเดือน', amount, period: 40 });
  const cremation = (amount: number) => ({ item_code: 'CRM', item_name: 'เงินสงเคราะห์ศพ ฌสอ.', amount });
  await addKepMonth(db, members.changed, { ...OCT, lines: [
    share(500.1), loan('สม.0001/2567', 1000.15, 100.05), cremation(40.1), { item_code: 'ISR', item_name: 'เบี้ยประกันชีวิต', amount: 99.99 },
  ] });
  await addKepMonth(db, members.changed, { ...NOV, lines: [
    share(600.2), loan('สม.0001/2567', 1000.15, 95.55), loan('ฉ.0099/2569', 200.1, 0.2), cremation(55.5), { item_code: 'FEE', item_name: 'ค่าธรรมเนียม', amount: 10.01 },
  ] });
  await addKepMonth(db, members.gone, { ...OCT, lines: [share(0.1), cremation(0.2)] });
  await addKepMonth(db, members.arrived, { ...NOV, lines: [share(300.33), cremation(20.07)] });
  await addKepMonth(db, members.moved, { ...OCT, group: unitA, lines: [share(100), { item_code: 'DEP', amount: 0.1 }] });
  await addKepMonth(db, members.moved, { ...NOV, group: unitB, lines: [share(100), { item_code: 'DEP', amount: 0.3 }] });
  await addKepMonth(db, members.paidOff, { ...OCT, lines: [share(250), loan('สม.0777/2565', 3000.15, 210.05)] });
  await addKepMonth(db, members.paidOff, { ...NOV, lines: [share(250)] });
  await addKepMonth(db, members.same, { ...OCT, lines: [share(1234.57), cremation(40)] });
  await addKepMonth(db, members.same, { ...NOV, lines: [share(1234.57), cremation(40)] });
  await addKepMonth(db, members.outside, { ...OCT, lines: [share(777)] });
  await addKepMonth(db, members.outside, { ...NOV, lines: [share(888.88)] });
  return { main, unitA, unitB, other, members };
}
