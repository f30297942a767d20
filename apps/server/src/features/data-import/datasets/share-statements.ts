import { type Dataset, MEMBER_REF } from '../dataset';

export const shareStatements: Dataset = {
  name: 'share-statements',
  title: 'รายการเคลื่อนไหวหุ้น',
  table: 'share_statements',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'operate_date', kind: 'date' },
    { name: 'item_code', kind: 'code' },
    { name: 'item_desc', kind: 'text' },
    { name: 'period', kind: 'integer', optional: true },
    { name: 'amount', kind: 'money' },
    { name: 'sign', kind: 'sign' },
    { name: 'balance', kind: 'money' },
  ],
  references: [{ ...MEMBER_REF(), table: 'share_accounts', what: 'บัญชีหุ้นของสมาชิกเลขทะเบียน' }],
  replacement: { kind: 'statement', scope: 'membership_no', date: 'operate_date' },
};
