import { type Dataset, MEMBER_MONTH_COLUMNS, MEMBER_REF } from '../dataset';

/** The month's keeping run: a file holds whole months, and replaces those months (their lines go with a header). */
export const kepHeaders: Dataset = {
  name: 'kep-headers',
  title: 'ใบเรียกเก็บประจำเดือน',
  table: 'kep_headers',
  columns: [
    ...MEMBER_MONTH_COLUMNS,
    { name: 'seq', kind: 'integer', optional: true, fallback: '1' },
    { name: 'member_group_no', kind: 'code' },
    { name: 'receipt_no', kind: 'code' },
    { name: 'receipt_date', kind: 'date' },
    { name: 'posted', kind: 'boolean' },
    { name: 'share_total', kind: 'money' },
    { name: 'principal_total', kind: 'money' },
    { name: 'interest_total', kind: 'money' },
    { name: 'amount_total', kind: 'money' },
  ],
  key: ['membership_no', 'year', 'month', 'seq'],
  references: [
    MEMBER_REF(),
    { columns: ['member_group_no'], table: 'member_groups', tableColumns: ['member_group_no'], what: 'หน่วยงานรหัส' },
  ],
  replacement: { kind: 'keyed-scope', scope: ['year', 'month'] },
};
