import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

export const Beneficiary = Type.Object({
  seq: Type.Integer(),
  full_name: Type.String(),
  relationship: Type.String(),
  share_percent: Type.Number(),
});
export type Beneficiary = Static<typeof Beneficiary>;

export const MemberGianResponse = OkResponse({
  beneficiaries: Type.Array(Beneficiary),
});
export type MemberGianResponse = Static<typeof MemberGianResponse>;

export const beneficiariesEndpoints = {
  /** ผู้รับผลประโยชน์: the people the member named to receive benefits. */
  beneficiaries: endpoint({ method: 'POST', path: '/api/member/member_gian', access: 'member', body: NoInput, response: MemberGianResponse }),
};
