import { type Dataset, MEMBER_MONTH_COLUMNS, MEMBER_REF } from '../dataset';

/** Like the keeping run: a file holds whole months and replaces them. */
export const cremationDeductions: Dataset = {
  name: 'cremation-deductions',
  title: 'เงินสงเคราะห์ศพรายเดือน',
  table: 'cremation_deductions',
  columns: [
    ...MEMBER_MONTH_COLUMNS,
    { name: 'association', kind: 'text' },
    { name: 'receipt_no', kind: 'code' },
    { name: 'deceased_count', kind: 'integer' },
    { name: 'amount', kind: 'money' },
    { name: 'posted', kind: 'boolean' },
  ],
  key: ['membership_no', 'year', 'month', 'association'],
  references: [MEMBER_REF()],
  replacement: { kind: 'keyed-scope', scope: ['year', 'month'] },
};
