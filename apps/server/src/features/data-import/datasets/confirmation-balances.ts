import { type Dataset, MEMBER_REF } from '../dataset';
import { STAGING } from '../staging-table';

const CAMPAIGN = (where: string) => `exists (select 1 from confirmation_campaigns c where c.year = s.year and ${where})`;

/**
 * The balances of a year's confirmation campaign (issue 14): the campaign is made as a draft when missing; every
 * (year, member) the file names gets exactly the file's lines; a closed campaign takes no file.
 */
export const confirmationBalances: Dataset = {
  name: 'confirmation-balances',
  title: 'ยอดยืนยันยอดคงเหลือ',
  table: 'confirmation_balances',
  columns: [
    { name: 'year', kind: 'year' },
    { name: 'balance_date', kind: 'date' },
    { name: 'membership_no', kind: 'membership' },
    { name: 'line_no', kind: 'integer' },
    { name: 'kind', kind: 'balance-kind' },
    { name: 'reference', kind: 'code', optional: true, fallback: '' },
    { name: 'description', kind: 'text', optional: true, fallback: '' },
    { name: 'units', kind: 'money', optional: true },
    { name: 'amount', kind: 'money' },
  ],
  key: ['year', 'membership_no', 'line_no'],
  references: [MEMBER_REF()],
  rules: [
    { column: 'year', where: CAMPAIGN(`c.status = 'closed'`), reason: 'การยืนยันยอดของปีนี้ปิดแล้ว แก้ไขยอดไม่ได้' },
    { column: 'balance_date', where: CAMPAIGN('c.balance_date <> s.balance_date'), reason: 'วันที่ของยอดไม่ตรงกับวันที่ของการยืนยันยอดปีนี้ที่มีอยู่แล้ว' },
    {
      column: 'balance_date', reason: 'ปีเดียวกันในไฟล์มีวันที่ของยอดต่างกัน',
      where: `exists (select 1 from ${STAGING} f where f.year = s.year and f.balance_date <> s.balance_date)`,
    },
    { column: 'units', where: `s.units is not null and s.kind <> 'share'`, reason: 'จำนวนหุ้นใส่ได้เฉพาะรายการหุ้น' },
    { column: 'units', where: `s.units is null and s.kind = 'share'`, reason: 'รายการหุ้นต้องมีจำนวนหุ้น' },
    { column: 'reference', where: `s.reference = '' and s.kind <> 'share'`, reason: 'ต้องมีเลขที่บัญชีหรือเลขที่สัญญา' },
  ],
  replacement: {
    kind: 'parent-scope',
    parent: { table: 'confirmation_campaigns', key: 'year', columns: ['year', 'balance_date'], id: 'campaign_id' },
    scope: ['membership_no'],
  },
};
