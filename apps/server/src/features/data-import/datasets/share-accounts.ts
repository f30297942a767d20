import { type Dataset, MEMBER_REF } from '../dataset';

export const shareAccounts: Dataset = {
  name: 'shares',
  title: 'ทุนเรือนหุ้น',
  table: 'share_accounts',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'share_value', kind: 'money' },
    { name: 'share_count', kind: 'integer' },
    { name: 'monthly_payment', kind: 'money' },
    { name: 'last_period', kind: 'integer' },
    { name: 'suspended', kind: 'boolean', optional: true, fallback: 'false' },
  ],
  key: ['membership_no'],
  references: [MEMBER_REF()],
  replacement: { kind: 'upsert' },
};
