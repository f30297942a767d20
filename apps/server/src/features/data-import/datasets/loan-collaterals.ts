import { type Dataset, MEMBER_REF } from '../dataset';

/** `collateral_type`: guarantor (คนค้ำ, with `guarantor_no`), share or deposit (a pledge). */
export const loanCollaterals: Dataset = {
  name: 'collaterals',
  title: 'หลักประกันเงินกู้',
  table: 'loan_collaterals',
  columns: [
    { name: 'contract_no', kind: 'code' },
    { name: 'collateral_type', kind: 'code' },
    { name: 'guarantor_no', kind: 'membership', optional: true },
    { name: 'description', kind: 'text', optional: true, fallback: '' },
    { name: 'amount', kind: 'money' },
    { name: 'status', kind: 'text' },
  ],
  references: [
    { columns: ['contract_no'], table: 'loan_contracts', tableColumns: ['contract_no'], what: 'สัญญาเงินกู้เลขที่' },
    { ...MEMBER_REF('guarantor_no'), what: 'ผู้ค้ำประกันเลขทะเบียน' },
  ],
  replacement: { kind: 'scope', scope: ['contract_no'] },
};
