import { type Dataset, MEMBER_REF } from '../dataset';

/** `beneficiaries`: "ชื่อ:ความสัมพันธ์; ชื่อ:ความสัมพันธ์". */
export const cremationMemberships: Dataset = {
  name: 'cremation',
  title: 'สมาคมฌาปนกิจสงเคราะห์',
  table: 'cremation_memberships',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'association', kind: 'text' },
    { name: 'cremation_no', kind: 'code' },
    { name: 'applied_date', kind: 'date' },
    { name: 'status', kind: 'text' },
    { name: 'balance', kind: 'money' },
    { name: 'arrears', kind: 'money', optional: true, fallback: '0' },
    { name: 'pending', kind: 'money', optional: true, fallback: '0' },
    { name: 'beneficiaries', kind: 'heirs', optional: true, fallback: '[]' },
  ],
  references: [MEMBER_REF()],
  replacement: { kind: 'scope', scope: ['membership_no'] },
};
