import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

export const InsurancePolicy = Type.Object({
  insurer: Type.String(),
  policy_type: Type.String(),
  policy_no: Type.String(),
  coverage: Type.Number(),
  premium: Type.Number(),
  monthly_premium: Type.Number(),
  start_date: Type.String(),
  end_date: Type.String(),
  status: Type.String(),
});
export type InsurancePolicy = Static<typeof InsurancePolicy>;

export const MemberInsuranceResponse = OkResponse({
  policies: Type.Array(InsurancePolicy),
});
export type MemberInsuranceResponse = Static<typeof MemberInsuranceResponse>;

export const memberInsuranceEndpoints = {
  /** ประกัน: the member's insurance policies. */
  memberInsurance: endpoint({ method: 'POST', path: '/api/member/member_insurance', access: 'member', body: NoInput, response: MemberInsuranceResponse }),
};
