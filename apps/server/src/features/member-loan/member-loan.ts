import { MONTH_BALANCE_COUNT, type MemberLoanResponse } from '@coop/contract';
import { sumBaht, thaiToday } from '@coop/thai-format';
import { readLoanPage } from '../../db/repositories/loan-repository';
import { type DomainContext, memberActor } from '../../domain/context';

/** The acting member's open loan contracts with the totals approved and still owed, and the principal month by month. */
export async function memberLoan(context: DomainContext): Promise<MemberLoanResponse> {
  const { contracts, monthly } = await readLoanPage(context.db, memberActor(context), thaiToday(context.now().getTime()), MONTH_BALANCE_COUNT);
  return {
    rc_code: '1' as const,
    contracts,
    total_approved: sumBaht(contracts.map((c) => c.approved_amount)),
    total_balance: sumBaht(contracts.map((c) => c.principal_balance)),
    monthly,
  };
}
