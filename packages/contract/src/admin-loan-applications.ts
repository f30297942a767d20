import { Type, type Static } from 'typebox';
import { CSV_ENCODINGS } from './csv-encoding';
import { AdminSavedResponse } from './admin-saved';
import { endpoint, staffRoles } from './endpoint';
import { ApiError } from './errors';
import { PageInfo } from './info-paging';
import {
  ApplicationDocumentParams,
  ApplicationNo,
  ApplicationNoParam,
  GUARANTOR_ANSWERS,
  LOAN_APPLICATION_EVENT_KINDS,
  LOAN_APPLICATION_STATUSES,
  LOAN_DOCUMENT_KINDS,
  LoanActionResponse,
} from './loan-applications';
import { LoanCheck } from './loan-eligibility';
import { NoInput } from './no-input';
import { BahtText } from './loan-figures';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';
import { CalendarDate } from './statement-page';
import { Line } from './text-line';

/**
 * Issue 26 item 6 (decision 073): the staff's approval rounds, the queue of applications, the decision on each, the
 * export of a round's approved applications for the core banking system.
 */
const strict = { additionalProperties: false } as const;

/** Each status as staff read it (the member's page words them for the member). */
export const LOAN_STATUS_STAFF_NAMES = {
  awaiting_guarantors: 'รอผู้ค้ำประกันยินยอม',
  awaiting_certification: 'รอหน่วยงานรับรองเงินเดือน',
  awaiting_decision: 'รอพิจารณา',
  documents_requested: 'ขอเอกสารเพิ่มแล้ว รอสมาชิกส่ง',
  offer_pending: 'อนุมัติต่ำกว่าที่ขอ รอสมาชิกตอบรับ',
  approved: 'อนุมัติแล้ว รอทำสัญญา',
  paid_out: 'จ่ายเงินกู้แล้ว',
  rejected: 'ไม่อนุมัติ',
  cancelled: 'ยกเลิกแล้ว',
} as const satisfies Record<(typeof LOAN_APPLICATION_STATUSES)[number], string>;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const LoanRound = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cutoff_date: Type.String(),
  committee_date: Type.String(),
  created_by: Type.String(),
  /** Applications submitted within the round (after the previous round's cut-off, up to its own). */
  applications: Type.Integer(),
  /** Of them, approved and waiting for their contract: what the export holds. */
  approved: Type.Integer(),
});
export type LoanRound = Static<typeof LoanRound>;

export const AdminLoanRoundsResponse = OkResponse({ today: Type.String(), rounds: Type.Array(LoanRound) });
export type AdminLoanRoundsResponse = Static<typeof AdminLoanRoundsResponse>;

/** A new round: its cut-off after every round's and not past, its committee on or after the cut-off. */
export const AdminLoanRoundBody = Type.Object({ name: Line(100), cutoff_date: CalendarDate, committee_date: CalendarDate }, strict);
export type AdminLoanRoundBody = Static<typeof AdminLoanRoundBody>;

export const AdminLoanQueueBody = Type.Object(
  {
    status: Type.Optional(Type.Enum(LOAN_APPLICATION_STATUSES)),
    product_id: Type.Optional(Id),
    round_id: Type.Optional(Id),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  strict,
);
export type AdminLoanQueueBody = Static<typeof AdminLoanQueueBody>;

export const AdminLoanQueueItem = Type.Object({
  application_no: Type.String(),
  membership_no: Type.String(),
  member_name: Type.String(),
  product_name: Type.String(),
  amount: Type.Number(),
  installments: Type.Integer(),
  status: Type.Enum(LOAN_APPLICATION_STATUSES),
  submitted_at: Type.String(),
  round_name: Nullable(Type.String()),
});
export type AdminLoanQueueItem = Static<typeof AdminLoanQueueItem>;

/** A page of the queue, oldest first (first come, first decided), with each status's count under the same product and round. */
export const AdminLoanQueueResponse = OkResponse({
  data: Type.Array(AdminLoanQueueItem),
  ...PageInfo,
  counts: Type.Array(Type.Object({ status: Type.Enum(LOAN_APPLICATION_STATUSES), count: Type.Integer() })),
  products: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String() })),
  rounds: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type AdminLoanQueueResponse = Static<typeof AdminLoanQueueResponse>;

/** The rules' verdict on the terms asked: as the application was judged when submitted, or again today. */
export const LoanVerdict = Type.Object({
  judged_on: Type.String(),
  may_apply: Type.Boolean(),
  largest_amount: Type.Number(),
  installment: Type.Number(),
  checks: Type.Array(LoanCheck),
});
export type LoanVerdict = Static<typeof LoanVerdict>;

export const AdminLoanApplication = Type.Object({
  application_no: Type.String(),
  membership_no: Type.String(),
  member_name: Type.String(),
  member_group: Type.String(),
  salary: Type.Number(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  loan_type_code: Type.String(),
  amount: Type.Number(),
  installments: Type.Integer(),
  purpose: Type.String(),
  payout: Type.Object({ kind: Type.Union([Type.Literal('deposit'), Type.Literal('bank')]), account_no: Type.String(), bank_name: Nullable(Type.String()), account_name: Nullable(Type.String()) }),
  status: Type.Enum(LOAN_APPLICATION_STATUSES),
  submitted_at: Type.String(),
  round: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), cutoff_date: Type.String(), committee_date: Type.String() })),
  /** The terms approved (perhaps less than asked), by whom and when; the contract that paid it out. */
  approved_amount: Nullable(Type.Number()),
  approved_installments: Nullable(Type.Integer()),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
  paid_out_contract_no: Nullable(Type.String()),
  at_submission: LoanVerdict,
  /** Null when the member is gone from the read copy. */
  now: Nullable(LoanVerdict),
  guarantors: Type.Array(
    Type.Object({ membership_no: Type.String(), name: Type.String(), amount: Type.Number(), status: Type.Enum(GUARANTOR_ANSWERS), answered_at: Nullable(Type.String()), note: Nullable(Type.String()) }),
  ),
  documents: Type.Array(Type.Object({ kind: Type.Enum(LOAN_DOCUMENT_KINDS), original_name: Type.String(), media_type: Type.String(), size: Type.Integer(), uploaded_at: Type.String() })),
  /** The unit clerk's salary certificate, as its events (certified, returned with a note); empty when there is none. */
  certificate: Type.Array(Type.Object({ kind: Type.Union([Type.Literal('certified'), Type.Literal('certification_returned')]), at: Type.String(), actor: Type.String(), note: Nullable(Type.String()) })),
  /** Everything that happened, with who did it: a membership number, a staff username or a member group. */
  timeline: Type.Array(Type.Object({ kind: Type.Enum(LOAN_APPLICATION_EVENT_KINDS), at: Type.String(), actor: Type.String(), who: Nullable(Type.String()), note: Nullable(Type.String()) })),
  /** What staff may do now: approve, ask a document, reject. */
  actions: Type.Object({ approve: Type.Boolean(), request_documents: Type.Boolean(), reject: Type.Boolean() }),
});
export type AdminLoanApplication = Static<typeof AdminLoanApplication>;

export const AdminLoanApplicationResponse = OkResponse({ application: AdminLoanApplication });
export type AdminLoanApplicationResponse = Static<typeof AdminLoanApplicationResponse>;

/** Approve the terms asked, or fewer baht or installments (then the member is asked to accept). */
export const AdminLoanApproveBody = Type.Object(
  { application_no: ApplicationNo, amount: BahtText, installments: Type.Integer({ minimum: 1, maximum: 600 }), note: Type.Optional(Line(500)) },
  strict,
);
export type AdminLoanApproveBody = Static<typeof AdminLoanApproveBody>;

export const AdminLoanNoteBody = Type.Object({ application_no: ApplicationNo, note: Line(500) }, strict);
export type AdminLoanNoteBody = Static<typeof AdminLoanNoteBody>;

export const LoanRoundParam = Type.Object({ round_id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, strict);
export type LoanRoundParam = Static<typeof LoanRoundParam>;
/** The CSV's encoding: TIS-620 (Windows-874) as Thai core systems read (the default), or UTF-8 with a byte order mark. */
export const LoanExportQuery = Type.Object({ encoding: Type.Optional(Type.Enum(CSV_ENCODINGS)) }, strict);
export type LoanExportQuery = Static<typeof LoanExportQuery>;

/** Loans are member services: support staff and admins decide them. */
export const LOAN_STAFF = staffRoles('admin', 'support');
const conflict = { 409: ApiError };
const ROUNDS = '/api/admin/loan-rounds';
const APPLICATIONS = '/api/admin/loan-applications';

export const adminLoanApplicationsEndpoints = {
  adminLoanRounds: endpoint({ method: 'POST', path: ROUNDS, access: LOAN_STAFF, body: NoInput, response: AdminLoanRoundsResponse }),
  adminLoanRoundAdd: endpoint({ method: 'POST', path: `${ROUNDS}/add`, access: LOAN_STAFF, body: AdminLoanRoundBody, response: AdminSavedResponse, otherResponses: conflict }),
  /** The round's approved applications for the core system: CSV (TIS-620 or UTF-8) and a workbook, in docs/loan-export.md's layout. */
  adminLoanRoundCsv: endpoint({ method: 'GET', path: `${ROUNDS}/:round_id/export.csv`, access: LOAN_STAFF, params: LoanRoundParam, query: LoanExportQuery, file: 'text/csv' }),
  adminLoanRoundXlsx: endpoint({
    method: 'GET',
    path: `${ROUNDS}/:round_id/export.xlsx`,
    access: LOAN_STAFF,
    params: LoanRoundParam,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  adminLoanQueue: endpoint({ method: 'POST', path: APPLICATIONS, access: LOAN_STAFF, body: AdminLoanQueueBody, response: AdminLoanQueueResponse }),
  adminLoanApplication: endpoint({ method: 'GET', path: `${APPLICATIONS}/:application_no`, access: LOAN_STAFF, params: ApplicationNoParam, response: AdminLoanApplicationResponse }),
  adminLoanDocument: endpoint({ method: 'GET', path: `${APPLICATIONS}/:application_no/documents/:kind`, access: LOAN_STAFF, params: ApplicationDocumentParams, file: 'application/octet-stream' }),
  adminLoanApprove: endpoint({ method: 'POST', path: `${APPLICATIONS}/approve`, access: LOAN_STAFF, body: AdminLoanApproveBody, response: LoanActionResponse, otherResponses: conflict }),
  adminLoanRequestDocuments: endpoint({ method: 'POST', path: `${APPLICATIONS}/request-documents`, access: LOAN_STAFF, body: AdminLoanNoteBody, response: LoanActionResponse, otherResponses: conflict }),
  adminLoanReject: endpoint({ method: 'POST', path: `${APPLICATIONS}/reject`, access: LOAN_STAFF, body: AdminLoanNoteBody, response: LoanActionResponse, otherResponses: conflict }),
};
