import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** Personal information of the logged-in member; dates are ISO `YYYY-MM-DD`, money in baht. */
export const MemberStatus = Type.Object({
  membership_no: Type.String(),
  prename: Type.String(),
  member_name: Type.String(),
  member_surname: Type.String(),
  member_status: Type.String(),
  member_group_no: Type.String(),
  member_group_name: Type.String(),
  birth_date: Nullable(Type.String()),
  member_date: Nullable(Type.String()),
  sex: Type.String(),
  position: Type.String(),
  salary: Type.Number(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  id_card_masked: Type.String(),
});
export type MemberStatus = Static<typeof MemberStatus>;

export const MemberStatusResponse = OkResponse({
  data1: Type.Array(MemberStatus),
});
export type MemberStatusResponse = Static<typeof MemberStatusResponse>;

export const memberStatusEndpoints = {
  /** ข้อมูลสมาชิก: the signed-in member's personal information. */
  memberStatus: endpoint({ method: 'POST', path: '/api/member/member_status', access: 'member', body: NoInput, response: MemberStatusResponse }),
};
