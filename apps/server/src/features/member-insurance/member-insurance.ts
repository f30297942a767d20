import type { MemberInsuranceResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { listInsurancePolicies } from './insurance-queries';

/** The acting member's insurance policies. */
export async function memberInsurance(context: DomainContext): Promise<MemberInsuranceResponse> {
  return { rc_code: '1' as const, policies: await listInsurancePolicies(context.db, memberActor(context)) };
}
