import type { Insertable } from 'kysely';
import type { Db } from '../../../src/db/database';
import type { LoanContractTable } from '../../../src/db/schema';

let nextContract = 0;

/**
 * An open loan contract of the member, paid `paidPeriods` equal instalments (no interest, so the statement's balance
 * is the approved amount less the principal paid), with the guarantors named as collaterals.
 */
export async function addLoanContract(
  db: Db,
  membershipNo: string,
  { fields = {}, paidPeriods = 3, guarantors = [] }: { fields?: Partial<Insertable<LoanContractTable>>; paidPeriods?: number; guarantors?: string[] } = {},
): Promise<Insertable<LoanContractTable> & { approved_amount: number; installment_amount: number }> {
  nextContract += 1;
  const approved = fields.approved_amount ?? 120_000;
  const installment = fields.installment_amount ?? 2_000;
  const contract = {
    contract_no: `T${membershipNo}-${String(nextContract).padStart(2, '0')}`,
    membership_no: membershipNo,
    loan_type_code: '20',
    loan_type_name: 'เงินกู้สามัญ',
    approved_amount: approved,
    principal_balance: approved - installment * paidPeriods,
    installment_amount: installment,
    last_period: paidPeriods,
    total_periods: Math.ceil(approved / installment),
    start_date: '2025-06-01',
    interest_rate: 6.5,
    payment_method: 'equal_principal',
    objective: 'เพื่อการศึกษา',
    bank_name: 'ธนาคารทดสอบ',
    bank_account: '123-4-56789-0',
    sign_status: 1,
    closed: false,
    ...fields,
  };
  await db.insertInto('loan_contracts').values(contract).execute();
  const lines = Array.from({ length: paidPeriods }, (_, i) => ({
    contract_no: contract.contract_no,
    seq: i + 1,
    operate_date: `2025-${String(7 + (i % 6)).padStart(2, '0')}-01`,
    period: i + 1,
    item_code: 'LPM',
    item_desc: 'ชำระเงินกู้',
    principal: installment,
    interest: 0,
    amount: installment,
    balance: approved - installment * (i + 1),
  }));
  if (lines.length > 0) await db.insertInto('loan_statements').values(lines).execute();
  for (const guarantor of guarantors) {
    await db
      .insertInto('loan_collaterals')
      .values({ contract_no: contract.contract_no, collateral_type: 'guarantor', guarantor_no: guarantor, description: 'ค้ำประกัน', amount: approved, status: 'ปกติ' })
      .execute();
  }
  return contract;
}
