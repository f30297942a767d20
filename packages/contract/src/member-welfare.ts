import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

export const WelfareReceived = Type.Object({
  welfare_code: Type.String(),
  name: Type.String(),
  claim_date: Type.String(),
  amount: Type.Number(),
  status: Type.String(),
  note: Type.String(),
});
export type WelfareReceived = Static<typeof WelfareReceived>;

export const WelfareClaimable = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  amount: Type.Number(),
  once_only: Type.Boolean(),
});
export type WelfareClaimable = Static<typeof WelfareClaimable>;

export const MemberWelfareResponse = OkResponse({
  /** Newest first. */
  received: Type.Array(WelfareReceived),
  /** Benefits the member may still claim: all but the once-only ones already received. */
  claimable: Type.Array(WelfareClaimable),
});
export type MemberWelfareResponse = Static<typeof MemberWelfareResponse>;

export const memberWelfareEndpoints = {
  /** สวัสดิการ: welfare received and welfare the member may still claim. */
  memberWelfare: endpoint({ method: 'POST', path: '/api/member/member_welfare', access: 'member', body: NoInput, response: MemberWelfareResponse }),
};
