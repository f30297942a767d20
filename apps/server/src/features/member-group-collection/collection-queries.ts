import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { KepLineTable, MemberTable } from '../../db/schema';
import { listGroupTree } from '../../db/repositories/member-group-repository';

/**
 * The months the group was billed for (itself and its sub-groups), newest first, with the month's member count and
 * amount. A month belongs to the group its keeping run billed, whatever group the member is in today.
 */
export async function listCollectionMonths(db: Db, memberGroupNo: string) {
  const groups = await listGroupTree(db, memberGroupNo);
  if (groups.length === 0) return [];
  const rows = await db
    .selectFrom('kep_headers as h')
    .select([
      'h.year',
      'h.month',
      sql<boolean>`bool_and(h.posted)`.as('posted'),
      sql<string>`count(distinct h.membership_no)`.as('member_count'),
      sql<number>`sum(h.amount_total)`.as('amount'),
    ])
    .where('h.member_group_no', 'in', groups)
    .groupBy(['h.year', 'h.month'])
    .orderBy('h.year', 'desc')
    .orderBy('h.month', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

/** One deduction line with its member and the sub-group billed for it that month, as the reports read it. */
export type CollectionLine = Pick<Selectable<KepLineTable>, 'item_code' | 'item_name' | 'description' | 'period' | 'principal' | 'interest' | 'amount' | 'balance_after'> &
  Pick<Selectable<MemberTable>, 'membership_no' | 'prename' | 'first_name' | 'last_name' | 'member_group_no'> & {
    member_group_name: string;
    posted: boolean;
  };

/** The month's lines billed to these groups, each with its header, member and the group billed: what the reports read. */
export function billedLines(db: Db, groups: readonly string[], month: { year: number; month: number }) {
  return db
    .selectFrom('kep_headers as h')
    .innerJoin('members as m', 'm.membership_no', 'h.membership_no')
    .innerJoin('member_groups as g', 'g.member_group_no', 'h.member_group_no')
    .innerJoin('kep_lines as l', (j) =>
      j.onRef('l.membership_no', '=', 'h.membership_no').onRef('l.year', '=', 'h.year').onRef('l.month', '=', 'h.month').onRef('l.seq', '=', 'h.seq'),
    )
    .where('h.member_group_no', 'in', groups)
    .where('h.year', '=', month.year)
    .where('h.month', '=', month.month);
}

/**
 * Every deduction line of the month billed to `scopeGroupNo`'s tree (the caller's group or one of its sub-groups,
 * checked before), in the order of the cover sheet: by group, then member, then document line. The group is the one
 * the month was billed under, so a published month reads the same after members move.
 */
export async function listCollectionLines(db: Db, scopeGroupNo: string, year: number, month: number): Promise<CollectionLine[]> {
  const groups = await listGroupTree(db, scopeGroupNo);
  if (groups.length === 0) return [];
  return billedLines(db, groups, { year, month })
    .select([
      'g.member_group_no', 'g.name as member_group_name', 'm.membership_no', 'm.prename', 'm.first_name', 'm.last_name',
      'h.posted', 'l.item_code', 'l.item_name', 'l.description', 'l.period', 'l.principal', 'l.interest', 'l.amount', 'l.balance_after',
    ])
    .orderBy('g.member_group_no')
    .orderBy('m.membership_no')
    .orderBy('l.seq')
    .orderBy('l.line_no')
    .execute();
}

/** The group each of these members was billed under in the month, for those billed at all (wherever that was). */
export async function findBilledGroups(db: Db, membershipNos: readonly string[], year: number, month: number): Promise<Map<string, string>> {
  if (membershipNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('kep_headers')
    .select(['membership_no', 'member_group_no'])
    .where('membership_no', 'in', membershipNos)
    .where('year', '=', year)
    .where('month', '=', month)
    .execute();
  return new Map(rows.map((r) => [r.membership_no, r.member_group_no]));
}

/** A billed month. */
export interface BilledMonth {
  year: number;
  month: number;
}

const inMonth = (m: BilledMonth) => sql<boolean>`h.year = ${m.year} and h.month = ${m.month}`;
/** The lines' amounts of one of the two months, summed as numeric in the database (0 where there are none). */
const amountIn = (m: BilledMonth) => sql<number>`coalesce(sum(l.amount) filter (where ${inMonth(m)}), 0)`;

/** The deduction lines billed to the tree in either month. */
function twoMonthsLines(db: Db, groups: readonly string[], before: BilledMonth, after: BilledMonth) {
  return db
    .selectFrom('kep_headers as h')
    .innerJoin('kep_lines as l', (j) =>
      j.onRef('l.membership_no', '=', 'h.membership_no').onRef('l.year', '=', 'h.year').onRef('l.month', '=', 'h.month').onRef('l.seq', '=', 'h.seq'),
    )
    .where('h.member_group_no', 'in', groups)
    .where((eb) => eb.or([eb.and([eb('h.year', '=', before.year), eb('h.month', '=', before.month)]), eb.and([eb('h.year', '=', after.year), eb('h.month', '=', after.month)])]));
}

/** The two months' totals of the tree's lines and their difference, each a numeric sum in the database. */
export async function compareMonthTotals(db: Db, scopeGroupNo: string, before: BilledMonth, after: BilledMonth) {
  const groups = await listGroupTree(db, scopeGroupNo);
  if (groups.length === 0) return { before: 0, after: 0, difference: 0 };
  return twoMonthsLines(db, groups, before, after)
    .select([amountIn(before).as('before'), amountIn(after).as('after'), sql<number>`${amountIn(after)} - ${amountIn(before)}`.as('difference')])
    .executeTakeFirstOrThrow();
}

/** Each member billed to the tree in either month: the group and the whole deduction of each month. */
export async function listMemberTotals(db: Db, scopeGroupNo: string, before: BilledMonth, after: BilledMonth) {
  const groups = await listGroupTree(db, scopeGroupNo);
  if (groups.length === 0) return [];
  return twoMonthsLines(db, groups, before, after)
    .innerJoin('members as m', 'm.membership_no', 'h.membership_no')
    .select([
      'm.membership_no', 'm.prename', 'm.first_name', 'm.last_name',
      sql<string | null>`max(h.member_group_no) filter (where ${inMonth(before)})`.as('group_before'),
      sql<string | null>`max(h.member_group_no) filter (where ${inMonth(after)})`.as('group_after'),
      amountIn(before).as('total_before'),
      amountIn(after).as('total_after'),
    ])
    .groupBy(['m.membership_no', 'm.prename', 'm.first_name', 'm.last_name'])
    .orderBy('m.membership_no')
    .execute();
}

/** The column a line's item code goes in, as the cover sheet places it, in SQL. */
const columnCase = (columnOf: Readonly<Record<string, string>>) =>
  sql<string>`case l.item_code ${sql.join(
    Object.entries(columnOf).map(([code, column]) => sql`when ${code} then ${column}`),
    sql` `,
  )} else 'other' end`;

/**
 * Every item of a member's deduction whose amount differs between the two months, as numeric sums: a loan by its
 * contract, each other item by its code, shares, deposits and cremation each as one. Every line belongs to exactly one
 * item, so a member's items' changes add up to the change of the member's whole deduction.
 */
export async function listItemChanges(db: Db, scopeGroupNo: string, before: BilledMonth, after: BilledMonth, columnOf: Readonly<Record<string, string>>) {
  const groups = await listGroupTree(db, scopeGroupNo);
  if (groups.length === 0) return [];
  const column = columnCase(columnOf);
  return twoMonthsLines(db, groups, before, after)
    .select([
      'l.membership_no',
      column.as('item_column'),
      sql<string>`case ${column} when 'loan' then l.description when 'other' then l.item_code else '' end`.as('item_key'),
      sql<string>`max(l.item_name)`.as('item_name'),
      amountIn(before).as('before'),
      amountIn(after).as('after'),
      sql<number>`${amountIn(after)} - ${amountIn(before)}`.as('change'),
    ])
    .groupBy(['l.membership_no', sql`item_column`, sql`item_key`])
    .having(sql<boolean>`${amountIn(after)} <> ${amountIn(before)}`)
    .orderBy('l.membership_no')
    .orderBy(sql`item_key`)
    .execute();
}
