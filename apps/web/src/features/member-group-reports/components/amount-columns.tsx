import type { CollectionSummaryGroup, CoverSheetAmounts } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import type { TableColumn } from '@/components/ui/responsive-table';
import { Money } from '@/components/ui/money';
import { REPORT_TEXT } from '../messages';

/** The cover sheet's money columns, for any row that carries CoverSheetAmounts (a member, a sub-group). */
export function amountColumns<T>(amounts: (row: T) => CoverSheetAmounts): TableColumn<T>[] {
  const column = (key: keyof CoverSheetAmounts, header: string): TableColumn<T> => ({
    key,
    header,
    align: 'end',
    cell: (row) => <Money value={amounts(row)[key]} className={key === 'total' ? 'font-semibold' : ''} />,
  });
  return [
    column('share', REPORT_TEXT.share),
    column('loan_principal', `${REPORT_TEXT.loan} ${REPORT_TEXT.principal}`),
    column('loan_interest', `${REPORT_TEXT.loan} ${REPORT_TEXT.interest}`),
    column('deposit', REPORT_TEXT.deposit),
    column('cremation', REPORT_TEXT.cremation),
    column('other', REPORT_TEXT.other),
    column('total', REPORT_TEXT.total),
  ];
}

/** A sub-group's row: its name, its members and its amounts (the cover sheet's subtotals, the summary's groups). */
export const subGroupColumns: TableColumn<CollectionSummaryGroup>[] = [
  { key: 'group', header: REPORT_TEXT.group, cell: (g) => g.member_group_name, primary: true },
  { key: 'members', header: REPORT_TEXT.members, align: 'end', cell: (g) => `${formatNumber(g.member_count, 0)} ${REPORT_TEXT.persons}` },
  ...amountColumns<CollectionSummaryGroup>((g) => g.amounts),
];
