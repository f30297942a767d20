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

/**
 * Every deduction line of the month billed to `scopeGroupNo`'s tree (the caller's group or one of its sub-groups,
 * checked before), in the order of the cover sheet: by group, then member, then document line. The group is the one
 * the month was billed under, so a published month reads the same after members move.
 */
export async function listCollectionLines(db: Db, scopeGroupNo: string, year: number, month: number): Promise<CollectionLine[]> {
  const groups = await listGroupTree(db, scopeGroupNo);
  if (groups.length === 0) return [];
  return db
    .selectFrom('kep_headers as h')
    .innerJoin('members as m', 'm.membership_no', 'h.membership_no')
    .innerJoin('member_groups as g', 'g.member_group_no', 'h.member_group_no')
    .innerJoin('kep_lines as l', (j) =>
      j.onRef('l.membership_no', '=', 'h.membership_no').onRef('l.year', '=', 'h.year').onRef('l.month', '=', 'h.month').onRef('l.seq', '=', 'h.seq'),
    )
    .select([
      'g.member_group_no', 'g.name as member_group_name', 'm.membership_no', 'm.prename', 'm.first_name', 'm.last_name',
      'h.posted', 'l.item_code', 'l.item_name', 'l.description', 'l.period', 'l.principal', 'l.interest', 'l.amount', 'l.balance_after',
    ])
    .where('h.member_group_no', 'in', groups)
    .where('h.year', '=', year)
    .where('h.month', '=', month)
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
