import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from './endpoint';
import { MemberGroupNo } from './member-group-auth';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/**
 * The month of a collection report (issue 11) and, optionally, one sub-group to narrow it to; omitted, the newest
 * month with data and the whole group. A group outside the caller's tree reads as one that does not exist.
 */
export const CollectionQuery = Type.Object(
  {
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2199 })),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    member_group_no: Type.Optional(MemberGroupNo),
  },
  { additionalProperties: false },
);
export type CollectionQuery = Static<typeof CollectionQuery>;

/** The same choice in a download's address (a link's query string carries text): `?year=2026&month=10`. */
export const CollectionDownloadQuery = Type.Object(
  {
    year: Type.Optional(Type.String({ pattern: '^(19|20|21)[0-9]{2}$' })),
    month: Type.Optional(Type.String({ pattern: '^(0?[1-9]|1[0-2])$' })),
    member_group_no: Type.Optional(MemberGroupNo),
  },
  { additionalProperties: false },
);
export type CollectionDownloadQuery = Static<typeof CollectionDownloadQuery>;

/** A billed month's headline: the month, whether it is paid, and how many members it bills. */
const billedMonth = {
  year: Type.Integer(),
  month: Type.Integer(),
  /** Every member's deduction posted: the bill has been paid and receipts issued. */
  posted: Type.Boolean(),
  member_count: Type.Integer(),
};

/** A group as a report names it. */
const groupNames = { member_group_no: Type.String(), member_group_name: Type.String() };

/** A month the group was billed for, newest first: only months with data are offered. */
export const CollectionMonth = Type.Object({ ...billedMonth, amount: Type.Number() });
export type CollectionMonth = Static<typeof CollectionMonth>;

export const CollectionMonthsResponse = OkResponse({
  months: Type.Array(CollectionMonth),
});
export type CollectionMonthsResponse = Static<typeof CollectionMonthsResponse>;

/** The money columns of the cover sheet, for a member, a sub-group or the whole group. */
export const CoverSheetAmounts = Type.Object({
  share: Type.Number(),
  loan_principal: Type.Number(),
  loan_interest: Type.Number(),
  deposit: Type.Number(),
  cremation: Type.Number(),
  other: Type.Number(),
  total: Type.Number(),
});
export type CoverSheetAmounts = Static<typeof CoverSheetAmounts>;

export const CoverSheetLoan = Type.Object({
  contract_no: Type.String(),
  loan_type_name: Type.String(),
  period: Type.Union([Type.Integer(), Type.Null()]),
  principal: Type.Number(),
  interest: Type.Number(),
  /** The contract's balance after this deduction; before it is this plus the principal. */
  balance_after: Type.Union([Type.Number(), Type.Null()]),
});
export type CoverSheetLoan = Static<typeof CoverSheetLoan>;

/** One member's line of the งบหน้าเรียกเก็บ. */
export const CoverSheetMember = Type.Object({
  membership_no: Type.String(),
  full_name: Type.String(),
  share_period: Type.Union([Type.Integer(), Type.Null()]),
  loans: Type.Array(CoverSheetLoan),
  amounts: CoverSheetAmounts,
});
export type CoverSheetMember = Static<typeof CoverSheetMember>;

export const CoverSheetGroup = Type.Object({
  ...groupNames,
  members: Type.Array(CoverSheetMember),
  subtotal: CoverSheetAmounts,
});
export type CoverSheetGroup = Static<typeof CoverSheetGroup>;

export const CoverSheetResponse = OkResponse({
  ...billedMonth,
  groups: Type.Array(CoverSheetGroup),
  total: CoverSheetAmounts,
});
export type CoverSheetResponse = Static<typeof CoverSheetResponse>;

/** One line of the สรุปยอดเรียกเก็บ by item: shares, each loan type, deposits, cremation, each other item. */
export const CollectionSummaryItem = Type.Object({
  kind: Type.Union([Type.Literal('share'), Type.Literal('loan'), Type.Literal('deposit'), Type.Literal('cremation'), Type.Literal('other')]),
  name: Type.String(),
  /** Members for shares and cremation, contracts for a loan type, accounts for deposits, lines for other items. */
  count: Type.Integer(),
  principal: Type.Number(),
  interest: Type.Number(),
  amount: Type.Number(),
});
export type CollectionSummaryItem = Static<typeof CollectionSummaryItem>;

export const CollectionSummaryGroup = Type.Object({
  ...groupNames,
  member_count: Type.Integer(),
  amounts: CoverSheetAmounts,
});
export type CollectionSummaryGroup = Static<typeof CollectionSummaryGroup>;

export const CollectionSummaryResponse = OkResponse({
  ...billedMonth,
  items: Type.Array(CollectionSummaryItem),
  groups: Type.Array(CollectionSummaryGroup),
  total: CoverSheetAmounts,
});
export type CollectionSummaryResponse = Static<typeof CollectionSummaryResponse>;

/** The หนังสือนำส่ง of a month: the unit's letter sending the month's collection to the cooperative. */
export const DeliveryLetterResponse = OkResponse({
  year: Type.Integer(),
  month: Type.Integer(),
  ...groupNames,
  coop_name: Type.String(),
  /** ที่: the letter's reference, the group number and the month. */
  reference: Type.String(),
  /** วันที่ (ISO), the day the letter is made. */
  letter_date: Type.String(),
  /** Pay by (ISO): the 5th of the month after the bill's. */
  pay_by: Type.String(),
  member_count: Type.Integer(),
  amount: Type.Number(),
  /** The amount in Thai words, as a cheque or letter writes it. */
  amount_text: Type.String(),
  /** The bill-payment QR's text where the cooperative configured a PromptPay biller ID, else null. */
  qr_payload: Type.Union([Type.String(), Type.Null()]),
  /** Ref.1 and Ref.2 of the bill payment (the group number, the Buddhist year and month), also for paying at a counter. */
  ref1: Type.String(),
  ref2: Type.String(),
  /** The account to transfer the collection to, where the cooperative configured one, else null. */
  bank_account: Nullable(Type.Object({ bank_name: Type.String(), account_no: Type.String(), account_name: Type.String() })),
  /** The cooperative's phones, to ask how to pay when neither a QR nor an account is configured. */
  contact_phones: Type.Array(Type.String()),
});
export type DeliveryLetterResponse = Static<typeof DeliveryLetterResponse>;

/**
 * What changed in one member's deduction since the month before: what the clerk must change in payroll. A member new
 * to the bill or gone from it is one row for the whole deduction; a member billed both months has a row for each item
 * that changed (a loan contract, shares, deposits, cremation, each other item). So the rows' `change` add up, to the
 * satang, to the dashboard's `difference`.
 */
export const DeductionChange = Type.Object({
  membership_no: Type.String(),
  full_name: Type.String(),
  member_group_no: Type.String(),
  kind: Type.Union([
    Type.Literal('new'),
    Type.Literal('left'),
    Type.Literal('moved_in'),
    Type.Literal('moved_out'),
    Type.Literal('moved'),
    Type.Literal('loan_started'),
    Type.Literal('loan_ended'),
    Type.Literal('installment_changed'),
    Type.Literal('share_changed'),
    Type.Literal('deposit_changed'),
    Type.Literal('cremation_changed'),
    Type.Literal('other_changed'),
  ]),
  /** The loan contract, for the loan kinds; the item's name, for other items; the other group, for the moves; else empty. */
  detail: Type.String(),
  /** The item's amount last month and this month; null for a move between sub-groups, which changes no amount. */
  before: Nullable(Type.Number()),
  after: Nullable(Type.Number()),
  /** This month less last month (negative when the deduction went down); 0 for a move between sub-groups. */
  change: Type.Number(),
  /** The member's whole deduction this month (0 for a member gone from the bill): what payroll keys in. */
  new_total: Type.Number(),
});
export type DeductionChange = Static<typeof DeductionChange>;

/** The member-group dashboard: the newest month at a glance and the changes since the month before it. */
export const CollectionDashboardResponse = OkResponse({
  latest: CollectionMonth,
  /** Collected once the month is posted; null while it is still a bill. */
  received: Type.Union([Type.Number(), Type.Null()]),
  previous: Type.Union([CollectionMonth, Type.Null()]),
  /** This month's amount less the month before's, the sum of the changes' `change`; null without a month before. */
  difference: Type.Union([Type.Number(), Type.Null()]),
  changes: Type.Array(DeductionChange),
});
export type CollectionDashboardResponse = Static<typeof CollectionDashboardResponse>;

/**
 * A page of text staff edit (the clerks' แนวปฏิบัติของตัวแทนหน่วย, the members' terms of use): paragraphs separated
 * by blank lines, and the version of the text.
 */
export const SitePageResponse = OkResponse({
  title: Type.String(),
  body: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  updated_at: Type.String(),
});
export type SitePageResponse = Static<typeof SitePageResponse>;

/** How each kind of deduction change reads for the clerk, on screen and in the workbook alike. */
export const DEDUCTION_CHANGE_LABELS: Record<DeductionChange['kind'], string> = {
  new: 'สมาชิกใหม่ในใบแจ้งหนี้',
  left: 'ไม่มียอดหักเดือนนี้',
  moved_in: 'ย้ายมาจากหน่วยงานอื่น',
  moved_out: 'ย้ายไปหน่วยงานอื่น',
  moved: 'ย้ายหน่วยงานย่อย',
  loan_started: 'เริ่มหักเงินกู้',
  loan_ended: 'สิ้นสุดการหักเงินกู้',
  installment_changed: 'งวดชำระเงินกู้เปลี่ยน',
  share_changed: 'ค่าหุ้นเปลี่ยน',
  deposit_changed: 'เงินฝากเปลี่ยน',
  cremation_changed: 'เงินสงเคราะห์ศพ (ฌสอ.) เปลี่ยน',
  other_changed: 'รายการอื่นเปลี่ยน',
};

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GROUP = 'member-group' as const;

/** A report of a month on screen: the month and the sub-group in the body. */
const report = <const P extends string, const R extends TSchema>(path: P, response: R) =>
  endpoint({ method: 'POST', path, access: GROUP, body: CollectionQuery, response });

/** A report as a file: the same choice in the query string. */
const download = <const P extends string, const F extends string>(path: P, file: F) =>
  endpoint({ method: 'GET', path, access: GROUP, query: CollectionDownloadQuery, file });

export const memberGroupCollectionEndpoints = {
  /** The months a report can be asked for (only those with data), newest first, with their headline figures. */
  collectionMonths: endpoint({ method: 'POST', path: '/api/membergroup/collection_months', access: GROUP, body: NoInput, response: CollectionMonthsResponse }),
  /** The clerk's first screen: the newest bill at a glance and what to change in payroll since the month before. */
  collectionDashboard: endpoint({ method: 'POST', path: '/api/membergroup/dashboard', access: GROUP, body: NoInput, response: CollectionDashboardResponse }),
  /** The dashboard's changes as a workbook. */
  collectionChangesXlsx: endpoint({ method: 'GET', path: '/api/membergroup/dashboard/xlsx', access: GROUP, query: NoInput, file: XLSX }),
  /** งบหน้าเรียกเก็บ: one line per member, subtotals per sub-group, the grand total. */
  coverSheet: report('/api/membergroup/keeprep', CoverSheetResponse),
  coverSheetPdf: download('/api/membergroup/keeprep/pdf', PDF),
  coverSheetXlsx: download('/api/membergroup/keeprep/xlsx', XLSX),
  /** สรุปยอดเรียกเก็บ: totals by item type and by sub-group, with member counts. */
  collectionSummary: report('/api/membergroup/summarize_rep', CollectionSummaryResponse),
  collectionSummaryPdf: download('/api/membergroup/summarize_rep/pdf', PDF),
  collectionSummaryXlsx: download('/api/membergroup/summarize_rep/xlsx', XLSX),
  /** หนังสือนำส่ง: as the screen shows it, and as the PDF the clerk signs and sends. */
  deliveryLetter: report('/api/membergroup/delivery_book', DeliveryLetterResponse),
  deliveryLetterPdf: download('/api/membergroup/delivery_book/pdf', PDF),
  /** แนวปฏิบัติของตัวแทนหน่วย: the clerks' guide, a page staff edit. */
  memberGroupGuide: endpoint({ method: 'POST', path: '/api/membergroup/guide_group', access: GROUP, body: NoInput, response: SitePageResponse }),
};
