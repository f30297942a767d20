import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** One approved accounting year's dividend (on shares) and patronage refund (on loan interest paid). */
export const DividendYear = Type.Object({
  year: Type.Integer(),
  dividend_rate: Type.Number(),
  refund_rate: Type.Number(),
  share_base: Type.Number(),
  dividend_amount: Type.Number(),
  interest_paid: Type.Number(),
  refund_amount: Type.Number(),
  deduction_amount: Type.Number(),
  deduction_desc: Type.String(),
  net_amount: Type.Number(),
  pay_method: Type.String(),
  bank_name: Type.String(),
  bank_account: Type.String(),
  paid_date: Nullable(Type.String()),
});
export type DividendYear = Static<typeof DividendYear>;

export const MemberDivResponse = OkResponse({
  /** Newest first; only years staff approved. */
  years: Type.Array(DividendYear),
});
export type MemberDivResponse = Static<typeof MemberDivResponse>;

export const dividendsEndpoints = {
  /** ปันผล-เฉลี่ยคืน: the dividends and patronage refunds of the approved years. */
  dividends: endpoint({ method: 'POST', path: '/api/member/member_div', access: 'member', body: NoInput, response: MemberDivResponse }),
};
