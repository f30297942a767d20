import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Collateral } from './member-loan';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

/** A loan of another member that this member guarantees. */
export const GuaranteedLoan = Type.Object({
  contract_no: Type.String(),
  loan_type_name: Type.String(),
  borrower_no: Type.String(),
  borrower_name: Type.String(),
  amount_guaranteed: Type.Number(),
  approved_amount: Type.Number(),
  principal_balance: Type.Number(),
  in_arrears: Type.Boolean(),
  start_date: Type.String(),
});
export type GuaranteedLoan = Static<typeof GuaranteedLoan>;

export const MyLoanCollaterals = Type.Object({
  contract_no: Type.String(),
  loan_type_name: Type.String(),
  principal_balance: Type.Number(),
  collaterals: Type.Array(Collateral),
});
export type MyLoanCollaterals = Static<typeof MyLoanCollaterals>;

export const MemberCollResponse = OkResponse({
  /** Loans I guarantee. */
  guaranteeing: Type.Array(GuaranteedLoan),
  /** Who and what guarantees my loans. */
  guaranteed_by: Type.Array(MyLoanCollaterals),
});
export type MemberCollResponse = Static<typeof MemberCollResponse>;

export const guaranteesEndpoints = {
  /** ภาระค้ำประกัน: loans the member guarantees, and what guarantees the member's own loans. */
  guarantees: endpoint({ method: 'POST', path: '/api/member/member_coll', access: 'member', body: NoInput, response: MemberCollResponse }),
};
