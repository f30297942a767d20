import { Type, type Static } from 'typebox';

export const Beneficiary = Type.Object({
  seq: Type.Integer(),
  full_name: Type.String(),
  relationship: Type.String(),
  share_percent: Type.Number(),
});
export type Beneficiary = Static<typeof Beneficiary>;

export const MemberGianResponse = Type.Object({
  rc_code: Type.Literal('1'),
  beneficiaries: Type.Array(Beneficiary),
});
export type MemberGianResponse = Static<typeof MemberGianResponse>;
