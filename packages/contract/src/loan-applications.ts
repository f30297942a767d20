import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { ApiError } from './errors';
import { BahtText } from './loan-figures';
import { MembershipNo } from './member-auth';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { DoneResponse, OkResponse } from './ok-response';
import { Line } from './text-line';

/**
 * Issue 26 items 3, 4 and 7 (decision 069): the member's loan application, the guarantors' consent and the timeline.
 * The statuses name every step to come, those other sessions build included, so none is added later.
 */
export const LOAN_APPLICATION_STATUSES = [
  'awaiting_guarantors',
  'awaiting_certification',
  'awaiting_decision',
  'documents_requested',
  'offer_pending',
  'approved',
  'paid_out',
  'rejected',
  'cancelled',
] as const;
export type LoanApplicationStatus = (typeof LOAN_APPLICATION_STATUSES)[number];

/** What has happened to an application; the steps to come are named in the timeline as `pending_*`. */
export const LOAN_APPLICATION_EVENT_KINDS = [
  'submitted',
  'edited',
  'guarantor_accepted',
  'guarantor_declined',
  'guarantor_named',
  'cancelled',
  'certified',
  'certification_returned',
  'documents_requested',
  'documents_added',
  'approved',
  'offer_accepted',
  'rejected',
  'paid_out',
] as const;
export type LoanApplicationEventKind = (typeof LOAN_APPLICATION_EVENT_KINDS)[number];

/** A step of the timeline not reached yet. */
export const LOAN_PENDING_STEPS = ['pending_guarantor', 'pending_certification', 'pending_decision', 'pending_payout'] as const;
export type LoanPendingStep = (typeof LOAN_PENDING_STEPS)[number];

export const GUARANTOR_ANSWERS = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type GuarantorAnswer = (typeof GUARANTOR_ANSWERS)[number];

/** `other`: what staff ask for beyond the two every application carries (decision 073), e.g. a title deed. */
export const LOAN_DOCUMENT_KINDS = ['salary_slip', 'id_card', 'other'] as const;
export type LoanDocumentKind = (typeof LOAN_DOCUMENT_KINDS)[number];
/** The documents every application is submitted with. */
export const LOAN_REQUIRED_DOCUMENT_KINDS = ['salary_slip', 'id_card'] as const satisfies readonly LoanDocumentKind[];

/** The largest document a member may send, picture or PDF (the web refuses larger ones before sending). */
export const LOAN_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** One document's data URL: base64 is 4/3 of the file, and a little room for the prefix. */
const DOCUMENT_TEXT_MAX = Math.ceil(LOAN_DOCUMENT_MAX_BYTES / 3) * 4 + 100;
/** Every kind of document as data URLs and the rest of the form, with room to say in words that a file is too large. */
export const LOAN_APPLICATION_BODY_MAX_BYTES = LOAN_DOCUMENT_KINDS.length * DOCUMENT_TEXT_MAX + 16 * 1024;

export const APPLICATION_NO_PATTERN = '^LA-[0-9]{4}-[0-9]{6}$';
export const ApplicationNo = Type.String({ pattern: APPLICATION_NO_PATTERN });
export const ApplicationNoParam = Type.Object({ application_no: ApplicationNo }, { additionalProperties: false });
export type ApplicationNoParam = Static<typeof ApplicationNoParam>;
export const ApplicationDocumentParams = Type.Object(
  { application_no: ApplicationNo, kind: Type.Enum(LOAN_DOCUMENT_KINDS) },
  { additionalProperties: false },
);
export type ApplicationDocumentParams = Static<typeof ApplicationDocumentParams>;

const strict = { additionalProperties: false } as const;
const ProductId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/**
 * Where the loan is paid: one of the member's own open deposit accounts, or a bank account with its bank and name.
 * One flat object rather than a union: Fastify's Ajv strips unknown keys while it tries each branch of a union.
 */
export const LoanPayout = Type.Object(
  {
    kind: Type.Union([Type.Literal('deposit'), Type.Literal('bank')]),
    account_no: Type.String({ minLength: 1, maxLength: 30 }),
    bank_name: Type.Optional(Line(100)),
    account_name: Type.Optional(Line(100)),
  },
  strict,
);
export type LoanPayout = Static<typeof LoanPayout>;

export const LoanDocumentUpload = Type.Object(
  {
    kind: Type.Enum(LOAN_DOCUMENT_KINDS),
    name: Line(255),
    /** The file as a base64 data URL; its bytes decide what it is. */
    data: Type.String({ minLength: 1, maxLength: DOCUMENT_TEXT_MAX }),
  },
  strict,
);
export type LoanDocumentUpload = Static<typeof LoanDocumentUpload>;

const ApplicationTerms = {
  amount: BahtText,
  installments: Type.Integer({ minimum: 1, maximum: 600 }),
  purpose: Line(200),
  /** Membership numbers, in the order the member named them. */
  guarantors: Type.Array(MembershipNo, { maxItems: 10 }),
  payout: LoanPayout,
};

export const LoanApplicationBody = Type.Object(
  {
    product_id: ProductId,
    ...ApplicationTerms,
    documents: Type.Array(LoanDocumentUpload, { maxItems: LOAN_DOCUMENT_KINDS.length }),
    consent: Type.Boolean(),
  },
  strict,
);
export type LoanApplicationBody = Static<typeof LoanApplicationBody>;

/** A change before any guarantor signs: the terms again, and only the documents that replace those kept. */
export const LoanApplicationEditBody = Type.Object(
  { application_no: ApplicationNo, ...ApplicationTerms, documents: Type.Array(LoanDocumentUpload, { maxItems: LOAN_DOCUMENT_KINDS.length }) },
  strict,
);
export type LoanApplicationEditBody = Static<typeof LoanApplicationEditBody>;

export const ApplicationNoBody = Type.Object({ application_no: ApplicationNo }, strict);
export type ApplicationNoBody = Static<typeof ApplicationNoBody>;

/** Another guarantor in place of one who declined. */
export const GuarantorReplaceBody = Type.Object({ application_no: ApplicationNo, replaces: MembershipNo, membership_no: MembershipNo }, strict);
export type GuarantorReplaceBody = Static<typeof GuarantorReplaceBody>;

export const GuarantorLookupBody = Type.Object({ product_id: ProductId, membership_no: MembershipNo }, strict);
export type GuarantorLookupBody = Static<typeof GuarantorLookupBody>;

/** What the applicant learns of a member named as guarantor: the masked name and a yes or no, never their figures. */
export const GuarantorLookupResponse = OkResponse({ membership_no: Type.String(), name: Type.String(), can_guarantee: Type.Boolean() });
export type GuarantorLookupResponse = Static<typeof GuarantorLookupResponse>;

export const LoanApplicationSavedResponse = OkResponse({ rc_des: Type.String(), application_no: Type.String() });
export type LoanApplicationSavedResponse = Static<typeof LoanApplicationSavedResponse>;

export const LoanApplicationSummary = Type.Object({
  application_no: Type.String(),
  product_name: Type.String(),
  amount: Type.Number(),
  installments: Type.Integer(),
  status: Type.Enum(LOAN_APPLICATION_STATUSES),
  submitted_at: Type.String(),
});
export type LoanApplicationSummary = Static<typeof LoanApplicationSummary>;

export const ApplicationGuarantor = Type.Object({
  membership_no: Type.String(),
  /** Masked: "สม*** ใจ***". */
  name: Type.String(),
  amount: Type.Number(),
  status: Type.Enum(GUARANTOR_ANSWERS),
  answered_at: Nullable(Type.String()),
});
export type ApplicationGuarantor = Static<typeof ApplicationGuarantor>;

/** One line of the timeline: something that happened (with when), or a step still to come (`at` null). */
export const TimelineStep = Type.Object({
  kind: Type.Union([Type.Enum(LOAN_APPLICATION_EVENT_KINDS), Type.Enum(LOAN_PENDING_STEPS)]),
  at: Nullable(Type.String()),
  /** The guarantor's masked name on a guarantor's step; otherwise null. */
  who: Nullable(Type.String()),
  note: Nullable(Type.String()),
});
export type TimelineStep = Static<typeof TimelineStep>;

export const LoanApplicationDetail = Type.Object({
  ...LoanApplicationSummary.properties,
  product_id: Type.Integer(),
  purpose: Type.String(),
  payout: Type.Object({ kind: Type.Union([Type.Literal('deposit'), Type.Literal('bank')]), account_no: Type.String(), bank_name: Nullable(Type.String()), account_name: Nullable(Type.String()) }),
  guarantors: Type.Array(ApplicationGuarantor),
  guarantors_required: Type.Integer(),
  documents: Type.Array(Type.Object({ kind: Type.Enum(LOAN_DOCUMENT_KINDS), original_name: Type.String(), media_type: Type.String(), size: Type.Integer() })),
  /** The terms staff approved (the member's to accept while `offer_pending`); null before a decision. */
  offer: Nullable(Type.Object({ amount: Type.Number(), installments: Type.Integer() })),
  /** What staff asked for, while `documents_requested`. */
  requested: Nullable(Type.String()),
  /** Until the first guarantor signs. */
  editable: Type.Boolean(),
  /** Until staff decide. */
  cancellable: Type.Boolean(),
  /** Returned by the unit clerk (the note is on the timeline) and not yet sent back for certification. */
  resendable: Type.Boolean(),
  timeline: Type.Array(TimelineStep),
});
export type LoanApplicationDetail = Static<typeof LoanApplicationDetail>;

/** The member's applications, the guarantees asked of them, and the open deposit accounts a loan may be paid into. */
export const LoanApplicationListResponse = OkResponse({ applications: Type.Array(LoanApplicationSummary), deposit_accounts: Type.Array(Type.Object({ account_no: Type.String(), type_name: Type.String() })), guarantee_requests: Type.Array(Type.Object({
  application_no: Type.String(),
  applicant_name: Type.String(),
  product_name: Type.String(),
  amount: Type.Number(),
  status: Type.Enum(GUARANTOR_ANSWERS),
  asked_at: Type.String(),
})) });
export type LoanApplicationListResponse = Static<typeof LoanApplicationListResponse>;

export const LoanApplicationResponse = OkResponse({ application: LoanApplicationDetail });
export type LoanApplicationResponse = Static<typeof LoanApplicationResponse>;

/** What a guarantor reads before answering: the applicant, the loan, and their own load before and after signing. */
export const GuaranteeRequest = Type.Object({
  application_no: Type.String(),
  applicant_no: Type.String(),
  applicant_name: Type.String(),
  product_name: Type.String(),
  amount: Type.Number(),
  installments: Type.Integer(),
  /** The part of the loan this guarantor would guarantee. */
  my_amount: Type.Number(),
  status: Type.Enum(GUARANTOR_ANSWERS),
  /** Whether an answer may still be given. */
  answerable: Type.Boolean(),
  exposure: Type.Object({
    loans_now: Type.Integer(),
    total_now: Type.Number(),
    loans_after: Type.Integer(),
    total_after: Type.Number(),
    max_loans: Nullable(Type.Integer()),
    /** The most the guarantor may guarantee in all, by salary or shares; null when the product sets none. */
    total_limit: Nullable(Type.Number()),
    can_guarantee: Type.Boolean(),
    text: Type.String(),
  }),
});
export type GuaranteeRequest = Static<typeof GuaranteeRequest>;

export const GuaranteeRequestResponse = OkResponse({ request: GuaranteeRequest });
export type GuaranteeRequestResponse = Static<typeof GuaranteeRequestResponse>;

export const LoanActionResponse = DoneResponse;
export type LoanActionResponse = Static<typeof LoanActionResponse>;

export const LOAN_APPLICATIONS_PATH = '/api/member/loan-applications';
export const LOAN_GUARANTEES_PATH = '/api/member/loan-guarantees';
const PATH = LOAN_APPLICATIONS_PATH;
const GUARANTEES = LOAN_GUARANTEES_PATH;
/** A step refused because the application has moved on (another's answer, a decision) since the page was read. */
export const LOAN_CONFLICT = { 409: ApiError };
const conflict = LOAN_CONFLICT;

export const loanApplicationEndpoints = {
  /** The member's applications and the guarantees asked of them, newest first. */
  loanApplications: endpoint({ method: 'POST', path: PATH, access: 'member', body: NoInput, response: LoanApplicationListResponse }),
  loanApplication: endpoint({ method: 'GET', path: `${PATH}/:application_no`, access: 'member', params: ApplicationNoParam, response: LoanApplicationResponse }),
  /** One of the applicant's own documents, as stored (a re-encoded JPEG or the PDF sent). */
  loanApplicationDocument: endpoint({ method: 'GET', path: `${PATH}/:application_no/documents/:kind`, access: 'member', params: ApplicationDocumentParams, file: 'application/octet-stream' }),
  loanGuarantorLookup: endpoint({ method: 'POST', path: `${PATH}/guarantor-lookup`, access: 'member', body: GuarantorLookupBody, response: GuarantorLookupResponse }),
  loanApplicationSubmit: endpoint({ method: 'POST', path: `${PATH}/submit`, access: 'member', body: LoanApplicationBody, response: LoanApplicationSavedResponse, otherResponses: conflict }),
  loanApplicationEdit: endpoint({ method: 'POST', path: `${PATH}/edit`, access: 'member', body: LoanApplicationEditBody, response: LoanApplicationSavedResponse, otherResponses: conflict }),
  loanApplicationCancel: endpoint({ method: 'POST', path: `${PATH}/cancel`, access: 'member', body: ApplicationNoBody, response: LoanActionResponse, otherResponses: conflict }),
  loanApplicationGuarantor: endpoint({ method: 'POST', path: `${PATH}/guarantor`, access: 'member', body: GuarantorReplaceBody, response: LoanActionResponse, otherResponses: conflict }),
  loanGuaranteeRequest: endpoint({ method: 'GET', path: `${GUARANTEES}/:application_no`, access: 'member', params: ApplicationNoParam, response: GuaranteeRequestResponse }),
};
