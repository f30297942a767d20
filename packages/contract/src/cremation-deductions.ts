import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

export const CremationMembership = Type.Object({
  association: Type.String(),
  cremation_no: Type.String(),
  applied_date: Type.String(),
  status: Type.String(),
  balance: Type.Number(),
  arrears: Type.Number(),
  pending: Type.Number(),
  beneficiaries: Type.Array(Type.Object({ name: Type.String(), relationship: Type.String() })),
});
export type CremationMembership = Static<typeof CremationMembership>;

export const CremationDeduction = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  association: Type.String(),
  receipt_no: Type.String(),
  deceased_count: Type.Integer(),
  amount: Type.Number(),
  posted: Type.Boolean(),
});
export type CremationDeduction = Static<typeof CremationDeduction>;

export const MemberKepcremResponse = OkResponse({
  memberships: Type.Array(CremationMembership),
  /** Newest first. */
  deductions: Type.Array(CremationDeduction),
});
export type MemberKepcremResponse = Static<typeof MemberKepcremResponse>;

export const cremationDeductionsEndpoints = {
  /** ฌาปนกิจสงเคราะห์: the member's cremation-fund memberships and their monthly deductions. */
  cremationDeductions: endpoint({ method: 'POST', path: '/api/member/member_kepcrem', access: 'member', body: NoInput, response: MemberKepcremResponse }),
};
