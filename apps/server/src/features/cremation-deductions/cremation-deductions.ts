import type { MemberKepcremResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { listCremationDeductions, listCremationMemberships } from './cremation-queries';

/** The acting member's cremation-fund memberships and their monthly deductions. */
export async function cremationDeductions(context: DomainContext): Promise<MemberKepcremResponse> {
  const no = memberActor(context);
  const [memberships, deductions] = await Promise.all([listCremationMemberships(context.db, no), listCremationDeductions(context.db, no)]);
  return { rc_code: '1' as const, memberships, deductions };
}
