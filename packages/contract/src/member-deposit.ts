import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { MonthBalance } from './month-balance';
import { NoInput } from './no-input';
import { accountStatementEndpoint, StatementPage } from './statement-page';
import { OkResponse } from './ok-response';

export const DepositAccount = Type.Object({
  account_no: Type.String(),
  type_code: Type.String(),
  type_name: Type.String(),
  account_name: Type.String(),
  balance: Type.Number(),
  accrued_interest: Type.Number(),
  withdrawable: Type.Number(),
  held_amount: Type.Number(),
  open_date: Type.String(),
  closed: Type.Boolean(),
});
export type DepositAccount = Static<typeof DepositAccount>;

export const MemberDepositResponse = OkResponse({
  accounts: Type.Array(DepositAccount),
  total_balance: Type.Number(),
  /** The accounts' balance together at each of the last 24 month ends, oldest first, this month last. */
  monthly: Type.Array(MonthBalance),
});
export type MemberDepositResponse = Static<typeof MemberDepositResponse>;

/** `sign`: spec 4 colours 1 (deposit) green, 0 gray, -1 (withdrawal) and anything else red. */
export const DepositLine = Type.Object({
  seq: Type.Integer(),
  operate_date: Type.String(),
  item_code: Type.String(),
  item_desc: Type.String(),
  sign: Type.Integer(),
  amount: Type.Number(),
  balance: Type.Number(),
});
export type DepositLine = Static<typeof DepositLine>;

export const MemberDepositStatementResponse = OkResponse({
  account: DepositAccount,
  statement: StatementPage(DepositLine),
});
export type MemberDepositStatementResponse = Static<typeof MemberDepositStatementResponse>;

export const memberDepositEndpoints = {
  /** เงินฝาก: the member's deposit accounts with their total. */
  memberDeposit: endpoint({ method: 'POST', path: '/api/member/member_dep', access: 'member', body: NoInput, response: MemberDepositResponse }),
  /** One deposit account of the member's with a page of its statement; another member's account is a 404. */
  memberDepositStatement: accountStatementEndpoint('/api/member/member_dep_statement/:account', 'account', MemberDepositStatementResponse),
};
