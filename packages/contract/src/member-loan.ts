import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { MonthBalance } from './month-balance';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { accountStatementEndpoint, StatementPage } from './statement-page';
import { OkResponse } from './ok-response';

export const LoanContract = Type.Object({
  contract_no: Type.String(),
  loan_type_code: Type.String(),
  loan_type_name: Type.String(),
  approved_amount: Type.Number(),
  principal_balance: Type.Number(),
  installment_amount: Type.Number(),
  last_period: Type.Integer(),
  total_periods: Type.Integer(),
  start_date: Type.String(),
  interest_rate: Type.Number(),
  payment_method: Type.Union([Type.Literal('equal_installment'), Type.Literal('equal_principal')]),
  objective: Type.String(),
  bank_name: Type.String(),
  bank_account: Type.String(),
  /** Spec 4: 1 is shown red (in arrears), 0 or -1 gray. */
  sign_status: Type.Integer(),
  /** Share of the approved amount repaid, 0-100. */
  paid_percent: Type.Number(),
  guarantor_count: Type.Integer(),
});
export type LoanContract = Static<typeof LoanContract>;

export const MemberLoanResponse = OkResponse({
  contracts: Type.Array(LoanContract),
  total_approved: Type.Number(),
  total_balance: Type.Number(),
  /** The contracts' principal together at each of the last 24 month ends, oldest first, this month last. */
  monthly: Type.Array(MonthBalance),
});
export type MemberLoanResponse = Static<typeof MemberLoanResponse>;

export const Collateral = Type.Object({
  collateral_type: Type.Union([Type.Literal('guarantor'), Type.Literal('share'), Type.Literal('deposit'), Type.Literal('property')]),
  guarantor_no: Nullable(Type.String()),
  guarantor_name: Nullable(Type.String()),
  description: Type.String(),
  amount: Type.Number(),
  status: Type.String(),
});
export type Collateral = Static<typeof Collateral>;

export const LoanLine = Type.Object({
  seq: Type.Integer(),
  operate_date: Type.String(),
  period: Nullable(Type.Integer()),
  item_code: Type.String(),
  item_desc: Type.String(),
  principal: Type.Number(),
  interest: Type.Number(),
  amount: Type.Number(),
  balance: Type.Number(),
});
export type LoanLine = Static<typeof LoanLine>;

export const MemberLoanStatementResponse = OkResponse({
  contract: LoanContract,
  collaterals: Type.Array(Collateral),
  statement: StatementPage(LoanLine),
});
export type MemberLoanStatementResponse = Static<typeof MemberLoanStatementResponse>;

export const memberLoanEndpoints = {
  /** เงินกู้: the member's loan contracts with their totals. */
  memberLoan: endpoint({ method: 'POST', path: '/api/member/member_loan', access: 'member', body: NoInput, response: MemberLoanResponse }),
  /** One contract of the member's with its collaterals and a page of its statement; another member's contract is a 404. */
  memberLoanStatement: accountStatementEndpoint('/api/member/member_loan_statement/:contract', 'contract', MemberLoanStatementResponse),
};
