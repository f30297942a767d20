import type { DeductionChange } from '@coop/contract';
import { formatThaiName } from '@coop/thai-format';
import type { listItemChanges, listMemberTotals } from './collection-queries';
import type { Column } from './cover-sheet';

type MemberTotals = Awaited<ReturnType<typeof listMemberTotals>>[number];
type ItemChange = Awaited<ReturnType<typeof listItemChanges>>[number];

/** Where members new to the bill were billed the month before, and members gone from it this month, if anywhere. */
export interface BilledElsewhere {
  before: ReadonlyMap<string, string>;
  after: ReadonlyMap<string, string>;
}

const NOWHERE: BilledElsewhere = { before: new Map(), after: new Map() };

/** The cover sheet's column order, so a member's rows read as the sheet's columns do. */
const COLUMN_ORDER: readonly Column[] = ['share', 'loan', 'deposit', 'cremation', 'other'];

function itemKind(item: ItemChange): DeductionChange['kind'] {
  switch (item.item_column as Column) {
    case 'loan':
      if (item.before === 0) return 'loan_started';
      return item.after === 0 ? 'loan_ended' : 'installment_changed';
    case 'share':
      return 'share_changed';
    case 'deposit':
      return 'deposit_changed';
    case 'cremation':
      return 'cremation_changed';
    default:
      return 'other_changed';
  }
}

/**
 * How each member's deduction moved from one month to the next, as the payroll clerk must follow it, from the
 * database's numeric sums of both months' lines: a member new to the bill (or moved in from another group) or gone
 * from it (or moved out to one) is one row for the whole deduction; a member billed both months has a row for each
 * item whose amount changed (loans by contract, shares, deposits, cremation, each other item), and a row without
 * amounts when moved between sub-groups. Every line is in exactly one row, so the rows' changes add up to the
 * difference of the two months' totals. A member whose deduction is the same appears nowhere.
 */
export function deductionChanges(
  members: readonly MemberTotals[],
  items: readonly ItemChange[],
  elsewhere: BilledElsewhere = NOWHERE,
): DeductionChange[] {
  const itemsOf = new Map<string, ItemChange[]>();
  for (const i of items) itemsOf.set(i.membership_no, [...(itemsOf.get(i.membership_no) ?? []), i]);
  return members.flatMap((m): DeductionChange[] => {
    const who = {
      membership_no: m.membership_no,
      full_name: formatThaiName(m.prename, m.first_name, m.last_name),
      member_group_no: m.group_after ?? m.group_before ?? '',
      new_total: m.total_after,
    };
    if (m.group_before === null) {
      const from = elsewhere.before.get(m.membership_no);
      return [{ ...who, kind: from ? 'moved_in' : 'new', detail: from ?? '', before: 0, after: m.total_after, change: m.total_after }];
    }
    if (m.group_after === null) {
      const to = elsewhere.after.get(m.membership_no);
      return [{ ...who, kind: to ? 'moved_out' : 'left', detail: to ?? '', before: m.total_before, after: 0, change: -m.total_before }];
    }
    const moved: DeductionChange[] =
      m.group_before === m.group_after ? [] : [{ ...who, kind: 'moved', detail: m.group_before, before: null, after: null, change: 0 }];
    const changed = (itemsOf.get(m.membership_no) ?? [])
      .toSorted((a, b) => COLUMN_ORDER.indexOf(a.item_column as Column) - COLUMN_ORDER.indexOf(b.item_column as Column))
      .map((i): DeductionChange => ({
        ...who,
        kind: itemKind(i),
        detail: i.item_column === 'loan' ? i.item_key : i.item_column === 'other' ? i.item_name : '',
        before: i.before,
        after: i.after,
        change: i.change,
      }));
    return [...moved, ...changed];
  });
}
