import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** Body of `member_kep`: the month to show; omitted, the newest. */
export const KepQuery = Type.Object(
  {
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 9999 })),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  },
  { additionalProperties: false },
);
export type KepQuery = Static<typeof KepQuery>;

export const KepMonth = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  seq: Type.Integer(),
  receipt_no: Type.String(),
  receipt_date: Type.String(),
  /** Not posted: the document is an invoice (ใบแจ้งหนี้); posted: a receipt (ใบเสร็จรับเงิน). */
  posted: Type.Boolean(),
  amount_total: Type.Number(),
});
export type KepMonth = Static<typeof KepMonth>;

export const KepLine = Type.Object({
  line_no: Type.Integer(),
  item_code: Type.String(),
  item_group: Type.String(),
  item_name: Type.String(),
  description: Type.String(),
  period: Nullable(Type.Integer()),
  principal: Type.Number(),
  interest: Type.Number(),
  amount: Type.Number(),
  balance_after: Nullable(Type.Number()),
});
export type KepLine = Static<typeof KepLine>;

export const KepDocument = Type.Object({
  header: Type.Intersect([
    KepMonth,
    Type.Object({ share_total: Type.Number(), principal_total: Type.Number(), interest_total: Type.Number() }),
  ]),
  lines: Type.Array(KepLine),
});
export type KepDocument = Static<typeof KepDocument>;

export const MemberKepResponse = OkResponse({
  /** Every month with a document, newest first. */
  months: Type.Array(KepMonth),
  /** The documents of the chosen month (usually one), with the member's salary left after them. */
  documents: Type.Array(KepDocument),
  salary: Type.Number(),
  salary_left: Nullable(Type.Number()),
});
export type MemberKepResponse = Static<typeof MemberKepResponse>;

export const PrintPdfParams = Type.Object({
  year: Type.String({ pattern: '^[0-9]{4}$' }),
  month: Type.String({ pattern: '^(0?[1-9]|1[0-2])$' }),
});
export type PrintPdfParams = Static<typeof PrintPdfParams>;

export const memberDeductionsEndpoints = {
  /** รายการเรียกเก็บประจำเดือน: every month with a document, and the documents of the chosen month. */
  memberDeductions: endpoint({ method: 'POST', path: '/api/member/member_kep', access: 'member', body: KepQuery, response: MemberKepResponse }),
  /** The month's invoice or receipt as a PDF. */
  memberDeductionsPdf: endpoint({ method: 'GET', path: '/api/member/print_pdf/:year/:month', access: 'member', params: PrintPdfParams, file: 'application/pdf' }),
};
