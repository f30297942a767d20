import { type Dataset, MEMBER_MONTH_COLUMNS } from '../dataset';

/** The lines of the headers the file names: each such header gets exactly the file's lines. */
export const kepLines: Dataset = {
  name: 'kep-lines',
  title: 'รายการเรียกเก็บประจำเดือน',
  table: 'kep_lines',
  columns: [
    ...MEMBER_MONTH_COLUMNS,
    { name: 'seq', kind: 'integer', optional: true, fallback: '1' },
    { name: 'line_no', kind: 'integer' },
    { name: 'item_code', kind: 'code' },
    { name: 'item_group', kind: 'text' },
    { name: 'item_name', kind: 'text' },
    { name: 'description', kind: 'text', optional: true, fallback: '' },
    { name: 'period', kind: 'integer', optional: true },
    { name: 'principal', kind: 'money', optional: true, fallback: '0' },
    { name: 'interest', kind: 'money', optional: true, fallback: '0' },
    { name: 'amount', kind: 'money' },
    { name: 'balance_after', kind: 'money', optional: true },
  ],
  key: ['membership_no', 'year', 'month', 'seq', 'line_no'],
  references: [
    {
      columns: ['membership_no', 'year', 'month', 'seq'], table: 'kep_headers',
      tableColumns: ['membership_no', 'year', 'month', 'seq'], what: 'ใบเรียกเก็บของ (สมาชิก, ปี, เดือน, ลำดับ)',
    },
  ],
  replacement: { kind: 'keyed-scope', scope: ['membership_no', 'year', 'month', 'seq'] },
};
