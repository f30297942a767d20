import { type Dataset, MEMBER_REF } from '../dataset';

export const depositAccounts: Dataset = {
  name: 'deposits',
  title: 'บัญชีเงินฝาก',
  table: 'deposit_accounts',
  columns: [
    { name: 'account_no', kind: 'code' },
    { name: 'membership_no', kind: 'membership' },
    { name: 'type_code', kind: 'code' },
    { name: 'type_name', kind: 'text' },
    { name: 'account_name', kind: 'text' },
    { name: 'balance', kind: 'money' },
    { name: 'accrued_interest', kind: 'money', optional: true, fallback: '0' },
    { name: 'withdrawable', kind: 'money' },
    { name: 'held_amount', kind: 'money', optional: true, fallback: '0' },
    { name: 'open_date', kind: 'date' },
    { name: 'closed', kind: 'boolean', optional: true, fallback: 'false' },
  ],
  key: ['account_no'],
  references: [MEMBER_REF()],
  replacement: { kind: 'upsert' },
};
