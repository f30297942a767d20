import type { HomeDeductionChange } from '@coop/contract';

export interface DeductionLine {
  item_code: string;
  item_name: string;
  description: string;
  /** The installment's number: a line with one is a contract's, and its description names the contract. */
  period: number | null;
  amount: number;
}

/** The name of the line that carries what the documents' totals hold beyond their lines (an import's rounding, say). */
export const OTHER_ITEMS = 'รายการอื่น';

const satang = (baht: number) => Math.round(baht * 100);

interface Entry {
  item_name: string;
  description: string;
  before: number;
  after: number;
}

/**
 * What changed between last month's deduction and this month's, line by line, in satang-exact baht: lines are the
 * same item when code, name and description agree; a line without an installment number whose description alone
 * moved (a cremation line's count of deaths) is one item when it is the only one of its code and name that moved.
 * A contract's line never is: a loan paid off and a new one are two changes. The changes always add up to
 * `totalAfter − totalBefore`: what the documents' totals hold beyond their lines is one more line.
 */
export function deductionChangeLines(
  before: readonly DeductionLine[],
  after: readonly DeductionLine[],
  totals: { before: number; after: number },
): HomeDeductionChange[] {
  const entries = new Map<string, Entry>();
  const add = (l: DeductionLine, side: 'before' | 'after') => {
    const key = JSON.stringify([l.item_code, l.item_name, l.description]);
    const entry = entries.get(key) ?? { item_name: l.item_name, description: l.description, before: 0, after: 0 };
    entry[side] += satang(l.amount);
    entries.set(key, entry);
  };
  // this month's order first: that is the order of the document the member holds
  for (const l of after) add(l, 'after');
  for (const l of before) add(l, 'before');
  mergeMovedDescriptions(entries, before, after);

  const changes: HomeDeductionChange[] = [];
  let linesBefore = 0;
  let linesAfter = 0;
  for (const e of entries.values()) {
    linesBefore += e.before;
    linesAfter += e.after;
    if (e.after !== e.before) changes.push(asChange(e.item_name, e.description, e.before, e.after));
  }
  const otherBefore = satang(totals.before) - linesBefore;
  const otherAfter = satang(totals.after) - linesAfter;
  if (otherBefore !== otherAfter) changes.push(asChange(OTHER_ITEMS, '', otherBefore, otherAfter));
  return changes;
}

const asChange = (item_name: string, description: string, before: number, after: number): HomeDeductionChange => ({
  item_name,
  description,
  before: before / 100,
  after: after / 100,
  change: (after - before) / 100,
});

function mergeMovedDescriptions(entries: Map<string, Entry>, before: readonly DeductionLine[], after: readonly DeductionLine[]) {
  const keysOf = (lines: readonly DeductionLine[]) =>
    new Set(lines.filter((l) => l.period === null).map((l) => JSON.stringify([l.item_code, l.item_name, l.description])));
  const keysBefore = keysOf(before);
  const keysAfter = keysOf(after);
  const item = (key: string) => JSON.stringify((JSON.parse(key) as string[]).slice(0, 2));
  const onlyIn = (keys: Set<string>, other: Set<string>) => {
    const byItem = new Map<string, string[]>();
    for (const key of keys) {
      if (other.has(key)) continue;
      const name = item(key);
      byItem.set(name, [...(byItem.get(name) ?? []), key]);
    }
    return byItem;
  };
  const gone = onlyIn(keysBefore, keysAfter);
  for (const [name, added] of onlyIn(keysAfter, keysBefore)) {
    const removed = gone.get(name);
    if (added.length !== 1 || removed?.length !== 1) continue;
    const kept = entries.get(added[0]!)!;
    kept.before += entries.get(removed[0]!)!.before;
    entries.delete(removed[0]!);
  }
}
