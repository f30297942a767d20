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

/** An accounting year as `dividends` answers it (Christian era, four digits). */
export const DividendYearParam = Type.Object({ year: Type.String({ pattern: '^[0-9]{4}$' }) }, { additionalProperties: false });
export type DividendYearParam = Static<typeof DividendYearParam>;

export const dividendsEndpoints = {
  /** ปันผล-เฉลี่ยคืน: the dividends and patronage refunds of the approved years. */
  dividends: endpoint({ method: 'POST', path: '/api/member/member_div', access: 'member', body: NoInput, response: MemberDivResponse }),
  /** The dividend and refund slip of one approved year as a PDF with a verification code. */
  dividendSlip: endpoint({ method: 'GET', path: '/api/member/dividend_slip/:year', access: 'member', params: DividendYearParam, file: 'application/pdf' }),
};
