import type { Dataset } from '../dataset';

/** The accounting years' rates; members see a year only once `approved` is 1 (decision 006). */
export const dividendYears: Dataset = {
  name: 'dividend-years',
  title: 'อัตราปันผลและเฉลี่ยคืนรายปี',
  table: 'dividend_years',
  columns: [
    { name: 'year', kind: 'year' },
    { name: 'dividend_rate', kind: 'rate' },
    { name: 'refund_rate', kind: 'rate' },
    { name: 'approved', kind: 'boolean' },
    { name: 'paid_date', kind: 'date', optional: true },
  ],
  key: ['year'],
  references: [],
  replacement: { kind: 'upsert' },
};
