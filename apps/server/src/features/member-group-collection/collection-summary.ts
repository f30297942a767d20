import type { CollectionSummaryGroup, CollectionSummaryItem, CoverSheetGroup } from '@coop/contract';
import { sumBaht } from '@coop/thai-format';
import type { CollectionLine } from './collection-queries';
import { type Column, columnOf } from './cover-sheet';

const LABEL: Record<Exclude<Column, 'loan' | 'other'>, string> = { share: 'ค่าหุ้น', deposit: 'เงินฝาก', cremation: 'เงินสงเคราะห์ศพ (ฌสอ.)' };
const ORDER: Column[] = ['share', 'loan', 'deposit', 'cremation', 'other'];

/** What one summary line counts: members for shares and cremation, contracts for loans, accounts for deposits. */
function countOf(column: Column, lines: readonly CollectionLine[]): number {
  const distinct = (key: (l: CollectionLine) => string) => new Set(lines.map(key)).size;
  if (column === 'share' || column === 'cremation') return distinct((l) => l.membership_no);
  if (column === 'other') return lines.length;
  return distinct((l) => `${l.membership_no}|${l.description}`);
}

/**
 * The สรุปยอดเรียกเก็บ by item: shares, each loan type by name, deposits, cremation, each other item by name, in
 * that order; every figure the exact sum of the month's lines.
 */
export function summarizeItems(lines: readonly CollectionLine[]): CollectionSummaryItem[] {
  const buckets = new Map<string, { kind: Column; name: string; lines: CollectionLine[] }>();
  for (const line of lines) {
    const kind = columnOf(line);
    const name = kind === 'loan' || kind === 'other' ? line.item_name : LABEL[kind];
    const key = `${ORDER.indexOf(kind)}|${name}`;
    const bucket = buckets.get(key) ?? { kind, name, lines: [] };
    bucket.lines.push(line);
    buckets.set(key, bucket);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'th'))
    .map(([, b]) => ({
      kind: b.kind,
      name: b.name,
      count: countOf(b.kind, b.lines),
      principal: sumBaht(b.lines.map((l) => l.principal)),
      interest: sumBaht(b.lines.map((l) => l.interest)),
      amount: sumBaht(b.lines.map((l) => l.amount)),
    }));
}

/** The summary by sub-group: the cover sheet's subtotals with their member counts. */
export const summarizeGroups = (groups: readonly CoverSheetGroup[]): CollectionSummaryGroup[] =>
  groups.map((g) => ({
    member_group_no: g.member_group_no,
    member_group_name: g.member_group_name,
    member_count: g.members.length,
    amounts: g.subtotal,
  }));
