import type { Dataset } from '../dataset';

export const depositStatements: Dataset = {
  name: 'deposit-statements',
  title: 'รายการเคลื่อนไหวเงินฝาก',
  table: 'deposit_statements',
  columns: [
    { name: 'account_no', kind: 'code' },
    { name: 'operate_date', kind: 'date' },
    { name: 'item_code', kind: 'code' },
    { name: 'item_desc', kind: 'text' },
    { name: 'sign', kind: 'sign' },
    { name: 'amount', kind: 'money' },
    { name: 'balance', kind: 'money' },
  ],
  references: [{ columns: ['account_no'], table: 'deposit_accounts', tableColumns: ['account_no'], what: 'บัญชีเงินฝากเลขที่' }],
  replacement: { kind: 'statement', scope: 'account_no', date: 'operate_date' },
};
