import { nationalIdCheckDigit } from '@coop/thai-format';
import type { Insertable } from 'kysely';
import type { MemberGroupTable, MemberTable } from '../db/schema';
import type { Random } from './random';
import {
  FEMALE_FIRST_NAMES,
  FEMALE_PRENAMES,
  MALE_FIRST_NAMES,
  MALE_PRENAMES,
  PLACES,
  POSITIONS,
  SURNAMES,
  UNITS,
} from './thai-names';

export const AREA_GROUP_NO = '00050000';
/** In a benchmark-sized seed the last members form one large unit, the size issue 11's reports are measured at. */
export const LARGE_GROUP_NO = '00052000';
export const LARGE_GROUP_SIZE = 5_000;
/** Below this many members the seed is a demo, spread over the units, with no large unit. */
const LARGE_GROUP_FROM = 20_000;

export function demoGroups(memberCount: number): Insertable<MemberGroupTable>[] {
  return [
    { member_group_no: AREA_GROUP_NO, name: 'กองทัพภาคที่ 5', parent_no: null },
    ...UNITS.map(([code, name]) => ({ member_group_no: `0005${code}`, name, parent_no: AREA_GROUP_NO })),
    ...(memberCount >= LARGE_GROUP_FROM ? [{ member_group_no: LARGE_GROUP_NO, name: 'กรมทหารราบที่ 7', parent_no: AREA_GROUP_NO }] : []),
  ];
}

/** The member's unit: the large one for the last LARGE_GROUP_SIZE members of a benchmark seed, else the one drawn. */
function groupOf(n: number, memberCount: number, drawnUnitCode: string): string {
  return memberCount >= LARGE_GROUP_FROM && n > memberCount - LARGE_GROUP_SIZE ? LARGE_GROUP_NO : `0005${drawnUnitCode}`;
}

/** A 13-digit Thai national ID whose last digit is the official check digit. */
function nationalId(random: Random): string {
  const body = String(random.int(1, 5)) + random.digits(11);
  return body + String(nationalIdCheckDigit(body));
}

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Named so the browser tests and the README can point at them. */
const FIXED: Record<number, { sex: 'M' | 'F'; prename: string; first: string; last: string }> = {
  1: { sex: 'M', prename: 'จ.ส.อ.', first: 'สมชาย', last: 'ใจดี' },
  2: { sex: 'F', prename: 'นาง', first: 'สมศรี', last: 'รักเรียน' },
};

/**
 * The demo member who has no portal password yet (README, printed at start): registering takes these facts. Fixed,
 * not drawn, so they stay the same whatever day the demo is seeded.
 */
export const DEMO_REGISTRANT = {
  membership_no: '0000003',
  national_id: '3100600123450',
  birth_date: '1985-08-12',
  phone: '089-123-4567',
  email: '',
} as const;

/** The employer's number of a demo member (10 digits, as an army unit's payroll numbers its people), from the membership number. */
export const demoEmployeeNo = (membershipNo: string) => String(6_000_000_000 + Number(membershipNo));

export function demoMember(random: Random, n: number, memberCount: number, today: Date): Insertable<MemberTable> {
  const fixed = FIXED[n];
  const sex = fixed?.sex ?? (random.chance(0.72) ? 'M' : 'F');
  const title = random.pick(sex === 'M' ? MALE_PRENAMES : FEMALE_PRENAMES);
  const prename = fixed?.prename ?? title.prename;
  const first = fixed?.first ?? random.pick(sex === 'M' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const last = fixed?.last ?? random.pick(SURNAMES);
  const year = today.getUTCFullYear();
  const birthYear = random.int(year - 59, year - 21);
  const memberYear = random.int(Math.min(birthYear + 20, year - 1), year - 1);
  const place = random.pick(PLACES);
  const [, unitName] = random.pick(UNITS);
  const unitCode = UNITS.find(([, name]) => name === unitName)?.[0] ?? UNITS[0][0];
  const [low, high] = title.salary;
  return {
    membership_no: String(n).padStart(7, '0'),
    prename,
    first_name: first,
    last_name: last,
    member_group_no: groupOf(n, memberCount, unitCode),
    member_status: random.chance(0.97) ? 'ปกติ' : 'ลาออก',
    birth_date: iso(birthYear, random.int(1, 12), random.int(1, 28)),
    member_date: iso(memberYear, random.int(1, 12), random.int(1, 28)),
    sex,
    position: random.pick(POSITIONS),
    salary: Math.round(random.int(low, high) / 10) * 10,
    address: `บ้านเลขที่ ${random.int(1, 250)}/${random.int(1, 30)} หมู่ ${random.int(1, 12)} ตำบล${place.subdistrict} อำเภอ${place.district} จังหวัด${place.province} ${place.zip}`,
    phone: `0${random.pick(['8', '9', '6'])}${random.digits(1)}-${random.digits(3)}-${random.digits(4)}`,
    email: random.chance(0.4) ? `member${n}@mail.example` : '',
    national_id: nationalId(random),
    employee_no: demoEmployeeNo(String(n)),
    // drawn above all the same, so the members after it are the ones they always were
    ...(n === 3 ? DEMO_REGISTRANT : {}),
  };
}
