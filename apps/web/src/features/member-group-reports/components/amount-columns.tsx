import type { CoverSheetAmounts } from '@coop/contract';
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
