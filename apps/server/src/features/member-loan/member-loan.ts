import type { MemberLoanResponse } from '@coop/contract';
import { sumBaht } from '@coop/thai-format';
import { listLoanContracts } from '../../db/repositories/loan-repository';
import { type DomainContext, memberActor } from '../../domain/context';

/** The acting member's open loan contracts with the totals approved and still owed. */
export async function memberLoan(context: DomainContext): Promise<MemberLoanResponse> {
  const contracts = await listLoanContracts(context.db, memberActor(context));
  return {
    rc_code: '1' as const,
    contracts,
    total_approved: sumBaht(contracts.map((c) => c.approved_amount)),
    total_balance: sumBaht(contracts.map((c) => c.principal_balance)),
  };
}
