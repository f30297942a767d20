import type { MemberWelfareResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { listWelfareReceived, listWelfareTypes } from './welfare-queries';

/** The welfare the acting member received, and what they may still claim: all but the once-only ones received. */
export async function memberWelfare(context: DomainContext): Promise<MemberWelfareResponse> {
  const [received, types] = await Promise.all([listWelfareReceived(context.db, memberActor(context)), listWelfareTypes(context.db)]);
  const taken = new Set(received.map((r) => r.welfare_code));
  return { rc_code: '1' as const, received, claimable: types.filter((t) => !(t.once_only && taken.has(t.code))) };
}
