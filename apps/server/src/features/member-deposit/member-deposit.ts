import type { MemberDepositResponse } from '@coop/contract';
import { sumBaht } from '@coop/thai-format';
import { type DomainContext, memberActor } from '../../domain/context';
import { listDepositAccounts } from '../../db/repositories/deposit-repository';

/** The acting member's deposit accounts, and the balance of the open ones together. */
export async function memberDeposit(context: DomainContext): Promise<MemberDepositResponse> {
  const accounts = await listDepositAccounts(context.db, memberActor(context));
  const open = accounts.filter((a) => !a.closed);
  return { rc_code: '1' as const, accounts, total_balance: sumBaht(open.map((a) => a.balance)) };
}
