import { type Dataset, MEMBER_REF } from '../dataset';

export const insurancePolicies: Dataset = {
  name: 'insurance',
  title: 'ประกันภัย',
  table: 'insurance_policies',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'insurer', kind: 'text' },
    { name: 'policy_type', kind: 'text' },
    { name: 'policy_no', kind: 'code' },
    { name: 'coverage', kind: 'money' },
    { name: 'premium', kind: 'money' },
    { name: 'monthly_premium', kind: 'money' },
    { name: 'start_date', kind: 'date' },
    { name: 'end_date', kind: 'date' },
    { name: 'status', kind: 'text' },
  ],
  references: [MEMBER_REF()],
  replacement: { kind: 'scope', scope: ['membership_no'] },
};
