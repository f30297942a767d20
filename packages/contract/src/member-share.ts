import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable } from './nullable';
import { StatementPage, StatementQuery } from './statement-page';
import { OkResponse } from './ok-response';

export const ShareAccount = Type.Object({
  share_value: Type.Number(),
  share_count: Type.Integer(),
  monthly_payment: Type.Number(),
  last_period: Type.Integer(),
  /** The member stopped paying shares: shown as "งดส่งค่าหุ้น". */
  suspended: Type.Boolean(),
});
export type ShareAccount = Static<typeof ShareAccount>;

/** `sign`: 1 adds to the balance, -1 takes from it, 0 neither; spec 4 colours -1 red, others gray. */
export const ShareLine = Type.Object({
  seq: Type.Integer(),
  operate_date: Type.String(),
  item_code: Type.String(),
  item_desc: Type.String(),
  period: Nullable(Type.Integer()),
  amount: Type.Number(),
  sign: Type.Integer(),
  balance: Type.Number(),
});
export type ShareLine = Static<typeof ShareLine>;

export const ShareYear = Type.Object({ year: Type.Integer(), balance: Type.Number() });
export type ShareYear = Static<typeof ShareYear>;

export const MemberShareResponse = OkResponse({
  account: Nullable(ShareAccount),
  /** Share capital at each year end, oldest first, the current balance last. */
  yearly: Type.Array(ShareYear),
  statement: StatementPage(ShareLine),
});
export type MemberShareResponse = Static<typeof MemberShareResponse>;

export const memberShareEndpoints = {
  /** หุ้น: the share account, its year-end balances and one page of its statement. */
  memberShare: endpoint({ method: 'POST', path: '/api/member/member_share', access: 'member', body: StatementQuery, response: MemberShareResponse }),
};
