import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** One line of this month's deduction that differs from last month's: signed `change` is `after` − `before`. */
export const HomeDeductionChange = Type.Object({
  item_name: Type.String(),
  /** The contract, account or policy the line is for; empty for shares. */
  description: Type.String(),
  before: Type.Number(),
  after: Type.Number(),
  change: Type.Number(),
});
export type HomeDeductionChange = Static<typeof HomeDeductionChange>;

/** This month's deduction document(s) together, and what changed since the month before, line by line. */
export const HomeDeduction = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  amount: Type.Number(),
  /** Not posted: an invoice (ใบแจ้งหนี้); posted: a receipt (ใบเสร็จรับเงิน). */
  posted: Type.Boolean(),
  /** Last month's amount; null when the member had no deduction then. */
  previous_amount: Nullable(Type.Number()),
  /** `amount` − `previous_amount` (or `amount`), exactly the sum of the changes' `change`. */
  change: Type.Number(),
  changes: Type.Array(HomeDeductionChange),
});
export type HomeDeduction = Static<typeof HomeDeduction>;

export const HomeDividend = Type.Object({
  year: Type.Integer(),
  dividend_amount: Type.Number(),
  refund_amount: Type.Number(),
  net_amount: Type.Number(),
  paid_date: Nullable(Type.String()),
});
export type HomeDividend = Static<typeof HomeDividend>;

/**
 * Something waiting for the member: this year's balance letter to confirm, a payment-service request staff decided
 * in the last 30 days, or a staff answer on one of their disputed letter lines in the last 30 days.
 */
export const HomeWaiting = Type.Union([
  Type.Object({ kind: Type.Literal('confirm_letter'), year: Type.Integer() }),
  Type.Object({ kind: Type.Literal('payment_request'), status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]), decided_at: Type.String() }),
  Type.Object({ kind: Type.Literal('dispute_answer'), year: Type.Integer(), answered_at: Type.String() }),
]);
export type HomeWaiting = Static<typeof HomeWaiting>;

export const MemberHome = Type.Object({
  /** Null when the member has no share account. */
  share_value: Nullable(Type.Number()),
  loans: Type.Object({
    count: Type.Integer(),
    principal_balance: Type.Number(),
    /** The installments of the open contracts together: this month's invoice when there is one, else the contracts' own. */
    next_installment: Nullable(Type.Object({ amount: Type.Number(), due_date: Nullable(Type.String()) })),
  }),
  deposits: Type.Object({ count: Type.Integer(), balance: Type.Number() }),
  /** This month's (in Thailand) deduction; null when there is none yet. */
  deduction: Nullable(HomeDeduction),
  /** The newest year staff approved; null when none. */
  dividend: Nullable(HomeDividend),
  waiting: Type.Array(HomeWaiting),
});
export type MemberHome = Static<typeof MemberHome>;

export const MemberHomeResponse = OkResponse({ data: MemberHome });
export type MemberHomeResponse = Static<typeof MemberHomeResponse>;

export const memberHomeEndpoints = {
  /** หน้าหลักสมาชิก: the figures the member home shows, in one call. */
  memberHome: endpoint({ method: 'POST', path: '/api/member/member_home', access: 'member', body: NoInput, response: MemberHomeResponse }),
};
