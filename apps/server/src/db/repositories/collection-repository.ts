import { sql } from 'kysely';
import type { Db } from '../database';
import { groupTreeCte } from './member-group-repository';

/** The months the group's members were billed for, newest first, with the month's member count and amount. */
export async function listCollectionMonths(db: Db, memberGroupNo: string) {
  const { rows } = await sql<{ year: number; month: number; posted: boolean; member_count: string; amount: number }>`
    ${groupTreeCte(memberGroupNo)}
    select h.year, h.month, bool_and(h.posted) as posted, count(distinct h.membership_no) as member_count,
      sum(h.amount_total) as amount
    from tree t
    join members m on m.member_group_no = t.member_group_no
    join kep_headers h on h.membership_no = m.membership_no
    group by h.year, h.month
    order by h.year desc, h.month desc
  `.execute(db);
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

export interface CollectionLine {
  member_group_no: string;
  member_group_name: string;
  membership_no: string;
  prename: string;
  first_name: string;
  last_name: string;
  posted: boolean;
  item_code: string;
  item_name: string;
  description: string;
  period: number | null;
  principal: number;
  interest: number;
  amount: number;
  balance_after: number | null;
}

/**
 * Every deduction line of the month of the members in `scopeGroupNo`'s tree (the caller's group or one of its
 * sub-groups, checked before), in the order of the cover sheet: by group, then member, then document line.
 */
export async function listCollectionLines(db: Db, scopeGroupNo: string, year: number, month: number): Promise<CollectionLine[]> {
  const { rows } = await sql<CollectionLine>`
    ${groupTreeCte(scopeGroupNo)}
    select g.member_group_no, g.name as member_group_name, m.membership_no, m.prename, m.first_name, m.last_name,
      h.posted, l.item_code, l.item_name, l.description, l.period, l.principal, l.interest, l.amount, l.balance_after
    from tree t
    join member_groups g on g.member_group_no = t.member_group_no
    join members m on m.member_group_no = t.member_group_no
    join kep_headers h on h.membership_no = m.membership_no and h.year = ${year} and h.month = ${month}
    join kep_lines l on l.membership_no = h.membership_no and l.year = h.year and l.month = h.month and l.seq = h.seq
    order by g.member_group_no, m.membership_no, l.seq, l.line_no
  `.execute(db);
  return rows;
}
