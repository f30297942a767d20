import type { CoverSheetAmounts, CoverSheetGroup, CoverSheetMember } from '@coop/contract';
import { formatThaiName, sumBaht } from '@coop/thai-format';
import type { CollectionLine } from './collection-queries';

/** Deduction item codes of the core banking system's keeping run, by the cover sheet column they go in. */
export type Column = 'share' | 'loan' | 'deposit' | 'cremation' | 'other';
export const COLUMN_OF: Readonly<Record<string, Column>> = { SHR: 'share', LON: 'loan', DEP: 'deposit', CRM: 'cremation' };
export const columnOf = (line: CollectionLine): Column => COLUMN_OF[line.item_code] ?? 'other';

const AMOUNT_KEYS = ['share', 'loan_principal', 'loan_interest', 'deposit', 'cremation', 'other', 'total'] as const;

/** Column-wise exact sums (whole satang), for a member's lines, a sub-group's members or the whole group. */
export function addAmounts(rows: readonly CoverSheetAmounts[]): CoverSheetAmounts {
  const sums = {} as CoverSheetAmounts;
  for (const key of AMOUNT_KEYS) sums[key] = sumBaht(rows.map((r) => r[key]));
  return sums;
}

function memberLine(lines: readonly CollectionLine[]): CoverSheetMember {
  const first = lines[0]!;
  const loans = lines.filter((l) => columnOf(l) === 'loan');
  const amountIn = (column: Column) => sumBaht(lines.filter((l) => columnOf(l) === column).map((l) => l.amount));
  return {
    membership_no: first.membership_no,
    full_name: formatThaiName(first.prename, first.first_name, first.last_name),
    share_period: lines.find((l) => columnOf(l) === 'share')?.period ?? null,
    loans: loans.map((l) => ({
      contract_no: l.description,
      loan_type_name: l.item_name,
      period: l.period,
      principal: l.principal,
      interest: l.interest,
      balance_after: l.balance_after,
    })),
    amounts: {
      share: amountIn('share'),
      loan_principal: sumBaht(loans.map((l) => l.principal)),
      loan_interest: sumBaht(loans.map((l) => l.interest)),
      deposit: amountIn('deposit'),
      cremation: amountIn('cremation'),
      other: amountIn('other'),
      total: sumBaht(lines.map((l) => l.amount)),
    },
  };
}

/** Splits ordered rows into runs that share a key, keeping the order. */
function runsBy<T>(rows: readonly T[], key: (row: T) => string): T[][] {
  const runs: T[][] = [];
  let last: string | undefined;
  for (const row of rows) {
    const k = key(row);
    if (k !== last || runs.length === 0) runs.push([]);
    runs[runs.length - 1]!.push(row);
    last = k;
  }
  return runs;
}

/**
 * The งบหน้าเรียกเก็บ from the month's deduction lines (ordered by group, member, line): one line per member, a
 * subtotal per sub-group and the grand total, every figure the exact sum of the lines beneath it.
 */
export function buildCoverSheet(lines: readonly CollectionLine[]) {
  const groups: CoverSheetGroup[] = runsBy(lines, (l) => l.member_group_no).map((groupLines) => {
    const members = runsBy(groupLines, (l) => l.membership_no).map(memberLine);
    return {
      member_group_no: groupLines[0]!.member_group_no,
      member_group_name: groupLines[0]!.member_group_name,
      members,
      subtotal: addAmounts(members.map((m) => m.amounts)),
    };
  });
  return {
    posted: lines.every((l) => l.posted),
    member_count: groups.reduce((n, g) => n + g.members.length, 0),
    groups,
    total: addAmounts(groups.map((g) => g.subtotal)),
  };
}
