import type { MemberDivResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { listApprovedDividends } from '../../db/repositories/dividend-repository';

/** The acting member's dividends and patronage refunds of the years staff approved. */
export async function dividends(context: DomainContext): Promise<MemberDivResponse> {
  return { rc_code: '1' as const, years: await listApprovedDividends(context.db, memberActor(context)) };
}
