import { type Selectable, sql } from 'kysely';
import type { Db } from '../database';
import type { KepLineTable, MemberTable } from '../schema';
import { listGroupTree } from './member-group-repository';

/** The months the group's members were billed for, newest first, with the month's member count and amount. */
export async function listCollectionMonths(db: Db, memberGroupNo: string) {
  const groups = await listGroupTree(db, memberGroupNo);
  if (groups.length === 0) return [];
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('kep_headers as h', 'h.membership_no', 'm.membership_no')
    .select([
      'h.year',
      'h.month',
      sql<boolean>`bool_and(h.posted)`.as('posted'),
      sql<string>`count(distinct h.membership_no)`.as('member_count'),
      sql<number>`sum(h.amount_total)`.as('amount'),
    ])
    .where('m.member_group_no', 'in', groups)
    .groupBy(['h.year', 'h.month'])
    .orderBy('h.year', 'desc')
    .orderBy('h.month', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

/** One deduction line with its member and sub-group, as the reports read it. */
export type CollectionLine = Pick<Selectable<KepLineTable>, 'item_code' | 'item_name' | 'description' | 'period' | 'principal' | 'interest' | 'amount' | 'balance_after'> &
  Pick<Selectable<MemberTable>, 'membership_no' | 'prename' | 'first_name' | 'last_name' | 'member_group_no'> & {
    member_group_name: string;
    posted: boolean;
  };

/**
 * Every deduction line of the month of the members in `scopeGroupNo`'s tree (the caller's group or one of its
 * sub-groups, checked before), in the order of the cover sheet: by group, then member, then document line.
 */
export async function listCollectionLines(db: Db, scopeGroupNo: string, year: number, month: number): Promise<CollectionLine[]> {
  const groups = await listGroupTree(db, scopeGroupNo);
  if (groups.length === 0) return [];
  return db
    .selectFrom('members as m')
    .innerJoin('member_groups as g', 'g.member_group_no', 'm.member_group_no')
    .innerJoin('kep_headers as h', (j) => j.onRef('h.membership_no', '=', 'm.membership_no').on('h.year', '=', year).on('h.month', '=', month))
    .innerJoin('kep_lines as l', (j) =>
      j.onRef('l.membership_no', '=', 'h.membership_no').onRef('l.year', '=', 'h.year').onRef('l.month', '=', 'h.month').onRef('l.seq', '=', 'h.seq'),
    )
    .select([
      'g.member_group_no', 'g.name as member_group_name', 'm.membership_no', 'm.prename', 'm.first_name', 'm.last_name',
      'h.posted', 'l.item_code', 'l.item_name', 'l.description', 'l.period', 'l.principal', 'l.interest', 'l.amount', 'l.balance_after',
    ])
    .where('m.member_group_no', 'in', groups)
    .orderBy('g.member_group_no')
    .orderBy('m.membership_no')
    .orderBy('l.seq')
    .orderBy('l.line_no')
    .execute();
}
