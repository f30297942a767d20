import { type Dataset, MEMBER_REF } from '../dataset';

/** A file holds whole years: every year it names gets exactly the file's members. */
export const dividends: Dataset = {
  name: 'dividends',
  title: 'ปันผลและเฉลี่ยคืน',
  table: 'dividends',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'year', kind: 'year' },
    { name: 'share_base', kind: 'money' },
    { name: 'dividend_amount', kind: 'money' },
    { name: 'interest_paid', kind: 'money' },
    { name: 'refund_amount', kind: 'money' },
    { name: 'deduction_amount', kind: 'money', optional: true, fallback: '0' },
    { name: 'deduction_desc', kind: 'text', optional: true, fallback: '' },
    { name: 'net_amount', kind: 'money' },
    { name: 'pay_method', kind: 'text' },
    { name: 'bank_name', kind: 'text', optional: true, fallback: '' },
    { name: 'bank_account', kind: 'text', optional: true, fallback: '' },
  ],
  key: ['membership_no', 'year'],
  references: [MEMBER_REF(), { columns: ['year'], table: 'dividend_years', tableColumns: ['year'], what: 'อัตราปันผลของปี' }],
  replacement: { kind: 'keyed-scope', scope: ['year'] },
};
