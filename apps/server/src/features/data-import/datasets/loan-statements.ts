import type { Dataset } from '../dataset';

export const loanStatements: Dataset = {
  name: 'loan-statements',
  title: 'รายการเคลื่อนไหวเงินกู้',
  table: 'loan_statements',
  columns: [
    { name: 'contract_no', kind: 'code' },
    { name: 'operate_date', kind: 'date' },
    { name: 'period', kind: 'integer', optional: true },
    { name: 'item_code', kind: 'code' },
    { name: 'item_desc', kind: 'text' },
    { name: 'principal', kind: 'money' },
    { name: 'interest', kind: 'money' },
    { name: 'amount', kind: 'money' },
    { name: 'balance', kind: 'money' },
  ],
  references: [{ columns: ['contract_no'], table: 'loan_contracts', tableColumns: ['contract_no'], what: 'สัญญาเงินกู้เลขที่' }],
  replacement: { kind: 'statement', scope: 'contract_no', date: 'operate_date' },
};
