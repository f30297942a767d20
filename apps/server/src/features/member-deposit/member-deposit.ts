import { MONTH_BALANCE_COUNT, type MemberDepositResponse } from '@coop/contract';
import { sumBaht, thaiToday } from '@coop/thai-format';
import { readDepositPage } from '../../db/repositories/deposit-repository';
import { type DomainContext, memberActor } from '../../domain/context';

/** The acting member's deposit accounts, the balance of the open ones together, and the balance month by month. */
export async function memberDeposit(context: DomainContext): Promise<MemberDepositResponse> {
  const { accounts, monthly } = await readDepositPage(context.db, memberActor(context), thaiToday(context.now().getTime()), MONTH_BALANCE_COUNT);
  const open = accounts.filter((a) => !a.closed);
  return { rc_code: '1' as const, accounts, total_balance: sumBaht(open.map((a) => a.balance)), monthly };
}
