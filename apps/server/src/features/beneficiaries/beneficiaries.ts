import type { MemberGianResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { listBeneficiaries } from './beneficiary-queries';

/** The people the acting member named to receive benefits. */
export async function beneficiaries(context: DomainContext): Promise<MemberGianResponse> {
  return { rc_code: '1' as const, beneficiaries: await listBeneficiaries(context.db, memberActor(context)) };
}
