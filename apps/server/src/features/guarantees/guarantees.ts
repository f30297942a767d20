import type { Collateral, MemberCollResponse } from '@coop/contract';
import { listCollaterals, listGuaranteedLoans, listLoanContracts } from '../../db/repositories/loan-repository';
import { type DomainContext, memberActor } from '../../domain/context';

/** The loans the acting member guarantees, and who and what guarantees the member's own loans. */
export async function guarantees(context: DomainContext): Promise<MemberCollResponse> {
  const no = memberActor(context);
  const [guaranteeing, contracts] = await Promise.all([listGuaranteedLoans(context.db, no), listLoanContracts(context.db, no)]);
  const collaterals = await listCollaterals(context.db, contracts.map((c) => c.contract_no));
  return {
    rc_code: '1' as const,
    guaranteeing: guaranteeing.map(({ sign_status, ...g }) => ({ ...g, in_arrears: sign_status === 1 })),
    guaranteed_by: contracts.map((c) => ({
      contract_no: c.contract_no,
      loan_type_name: c.loan_type_name,
      principal_balance: c.principal_balance,
      collaterals: collaterals
        .filter((g) => g.contract_no === c.contract_no)
        .map(({ contract_no: _, ...g }) => ({
          ...g,
          collateral_type: g.collateral_type as Collateral['collateral_type'],
        })),
    })),
  };
}
