import { sumBaht } from '@coop/thai-format';
import type { Db } from '../../../src/db/database';

export interface KepLineInput {
  item_code: string;
  /** The item code when not given. */
  item_name?: string;
  description?: string;
  period?: number | null;
  principal?: number;
  interest?: number;
  amount: number;
  balance_after?: number | null;
}

/**
 * One month's deduction document (kep) of the member: the header's totals are the sums of the lines written. It is
 * billed under `group`, by default the member's group of today.
 */
export async function addKepMonth(
  db: Db,
  membershipNo: string,
  { year, month, posted = true, lines, group }: { year: number; month: number; posted?: boolean; lines: readonly KepLineInput[]; group?: string },
): Promise<{ receipt_no: string; amount_total: number }> {
  const total = (pick: (l: KepLineInput) => number) => sumBaht(lines.map(pick));
  const billedGroup =
    group ?? (await db.selectFrom('members').select('member_group_no').where('membership_no', '=', membershipNo).executeTakeFirstOrThrow()).member_group_no;
  const header = {
    membership_no: membershipNo,
    year,
    month,
    seq: 1,
    member_group_no: billedGroup,
    receipt_no: `R${year}${String(month).padStart(2, '0')}-${membershipNo}`,
    receipt_date: `${year}-${String(month).padStart(2, '0')}-25`,
    posted,
    share_total: total((l) => (l.item_code === 'SHR' ? l.amount : 0)),
    principal_total: total((l) => l.principal ?? 0),
    interest_total: total((l) => l.interest ?? 0),
    amount_total: total((l) => l.amount),
  };
  await db.insertInto('kep_headers').values(header).execute();
  await db
    .insertInto('kep_lines')
    .values(
      lines.map((l, i) => ({
        membership_no: membershipNo, year, month, seq: 1, line_no: i + 1, item_code: l.item_code, item_group: l.item_code,
        item_name: l.item_name ?? l.item_code, description: l.description ?? '', period: l.period ?? null,
        principal: l.principal ?? 0, interest: l.interest ?? 0, amount: l.amount, balance_after: l.balance_after ?? null,
      })),
    )
    .execute();
  return header;
}
