import { type Dataset, MEMBER_REF } from '../dataset';

/** Claims have no number of their own in core banking exports: each member the file names gets exactly its rows. */
export const welfareClaims: Dataset = {
  name: 'welfare',
  title: 'สวัสดิการที่ได้รับ',
  table: 'welfare_claims',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'welfare_code', kind: 'code' },
    { name: 'claim_date', kind: 'date' },
    { name: 'amount', kind: 'money' },
    { name: 'status', kind: 'text' },
    { name: 'note', kind: 'text', optional: true, fallback: '' },
  ],
  references: [MEMBER_REF(), { columns: ['welfare_code'], table: 'welfare_types', tableColumns: ['code'], what: 'ประเภทสวัสดิการรหัส' }],
  replacement: { kind: 'scope', scope: ['membership_no'] },
};
