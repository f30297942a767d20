import { DEFAULT_PAYROLL_LAYOUT, type PayrollLayout } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listGroupTree } from '../../db/repositories/member-group-repository';
import { billedLines } from './collection-queries';
import type { CollectionScope } from './collection-scope';

/** One member's line of a payroll file: who, as payroll knows them, and the month's whole deduction as numeric text. */
export interface PayrollRow {
  sub_group_no: string;
  sub_group_name: string;
  membership_no: string;
  prename: string;
  first_name: string;
  last_name: string;
  national_id: string;
  employee_no: string;
  /** Baht with two decimals ("1234.50"), summed as numeric in the database: the cover sheet's total of the member. */
  amount: string;
}

/**
 * Every member billed to the scope's tree in its month, once, with the sum of their deduction lines (the cover
 * sheet's total), under the sub-group the month billed them to: by sub-group, then membership number.
 */
export async function listPayrollRows(db: Db, scope: CollectionScope): Promise<PayrollRow[]> {
  const groups = await listGroupTree(db, scope.memberGroupNo);
  if (groups.length === 0) return [];
  return billedLines(db, groups, scope)
    .select([
      'h.member_group_no as sub_group_no', 'g.name as sub_group_name', 'm.membership_no', 'm.prename', 'm.first_name', 'm.last_name', 'm.national_id', 'm.employee_no',
      sql<string>`(sum(l.amount))::numeric(14,2)::text`.as('amount'),
    ])
    .groupBy(['h.member_group_no', 'g.name', 'm.membership_no', 'm.prename', 'm.first_name', 'm.last_name', 'm.national_id', 'm.employee_no'])
    .orderBy('h.member_group_no')
    .orderBy('m.membership_no')
    .execute();
}

/**
 * The layout a group's file is made in, with who set it and when: its own, or else its nearest parent's (a unit's
 * sections share the unit's payroll system), or else the default. `union` stops at a loop of parents (issue 22).
 */
export async function readPayrollLayout(db: Db, memberGroupNo: string) {
  const { rows } = await sql<{ columns: PayrollLayout['columns']; csv_encoding: PayrollLayout['csv_encoding']; updated_at: Date; updated_by: string; member_group_no: string }>`
    with recursive up (member_group_no, parent_no, depth) as (
      select member_group_no, parent_no, 0 from member_groups where member_group_no = ${memberGroupNo}
      union
      select g.member_group_no, g.parent_no, up.depth + 1 from member_groups g join up on g.member_group_no = up.parent_no where up.depth < 20
    )
    select l.columns, l.csv_encoding, l.updated_at, l.updated_by, l.member_group_no from up join payroll_layouts l using (member_group_no)
    order by up.depth limit 1`.execute(db);
  const row = rows[0];
  if (!row) return { layout: DEFAULT_PAYROLL_LAYOUT, custom: false, inherited_from: null, updated_at: null, updated_by: null };
  return {
    layout: { columns: row.columns, csv_encoding: row.csv_encoding },
    custom: true,
    inherited_from: row.member_group_no === memberGroupNo ? null : row.member_group_no,
    updated_at: new Date(row.updated_at).toISOString(),
    updated_by: row.updated_by,
  };
}

/** Sets the unit's layout, replacing any it had. */
export async function writePayrollLayout(db: Db, memberGroupNo: string, layout: PayrollLayout, by: string, at: Date) {
  const values = { columns: JSON.stringify(layout.columns), csv_encoding: layout.csv_encoding, updated_at: at, updated_by: by };
  await db
    .insertInto('payroll_layouts')
    .values({ member_group_no: memberGroupNo, ...values })
    .onConflict((oc) => oc.column('member_group_no').doUpdateSet(values))
    .execute();
}
