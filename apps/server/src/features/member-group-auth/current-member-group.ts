import type { MemberGroupUserResponse } from '@coop/contract';
import { countGroupReach, findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import { type DomainContext, memberGroupActor } from '../../domain/context';
import { ApiFailure, SESSION_ENDED_MESSAGE } from '../../http/api-failure';

/** The member-group layout's current user (spec 4): the acting group and how many members it bills; a group gone from the read copy ends the session. */
export async function currentMemberGroup(context: DomainContext): Promise<MemberGroupUserResponse> {
  const no = memberGroupActor(context);
  const [identity, reach] = await Promise.all([findMemberGroupIdentity(context.db, no), countGroupReach(context.db, no)]);
  if (!identity) throw new ApiFailure(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  return { rc_code: '1' as const, user: { ...identity, ...reach } };
}
