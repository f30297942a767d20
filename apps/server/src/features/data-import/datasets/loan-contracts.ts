import { type Dataset, MEMBER_REF } from '../dataset';

/** Contracts stay when a later file leaves them out: a paid-off contract comes with `closed` = 1. */
export const loanContracts: Dataset = {
  name: 'loans',
  title: 'สัญญาเงินกู้',
  table: 'loan_contracts',
  columns: [
    { name: 'contract_no', kind: 'code' },
    { name: 'membership_no', kind: 'membership' },
    { name: 'loan_type_code', kind: 'code' },
    { name: 'loan_type_name', kind: 'text' },
    { name: 'approved_amount', kind: 'money' },
    { name: 'principal_balance', kind: 'money' },
    { name: 'installment_amount', kind: 'money' },
    { name: 'last_period', kind: 'integer' },
    { name: 'total_periods', kind: 'integer' },
    { name: 'start_date', kind: 'date' },
    { name: 'interest_rate', kind: 'rate' },
    { name: 'payment_method', kind: 'text' },
    { name: 'objective', kind: 'text', optional: true, fallback: '' },
    { name: 'bank_name', kind: 'text', optional: true, fallback: '' },
    { name: 'bank_account', kind: 'text', optional: true, fallback: '' },
    { name: 'sign_status', kind: 'integer', optional: true, fallback: '1' },
    { name: 'closed', kind: 'boolean', optional: true, fallback: 'false' },
  ],
  key: ['contract_no'],
  references: [MEMBER_REF()],
  replacement: { kind: 'upsert' },
};
