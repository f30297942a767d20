import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { ApiError } from './errors';
import { Nullable } from './nullable';
import { VerifyDocumentResponse } from './issued-documents';
import { OkResponse } from './ok-response';

/** The web page an auditor opens from the letter's QR code: `/verify/{code}`. */
export const VERIFY_PAGE_PATH = '/verify';

/** Four digits, as spec 9 writes years (`20x6` is refused by the schema, in Thai). */
export const ConfirmYearParam = Type.Object({ year: Type.String({ pattern: '^[0-9]{4}$' }) }, { additionalProperties: false });
export type ConfirmYearParam = Static<typeof ConfirmYearParam>;

/** A letter's short code: 12 characters of Crockford base32 (60 random bits), printed in groups of four. */
export const LETTER_CODE_PATTERN = '^[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}-?[0-9A-HJKMNP-TV-Z]{4}$';
export const LetterCodeParam = Type.Object({ code: Type.String({ pattern: LETTER_CODE_PATTERN }) }, { additionalProperties: false });
export type LetterCodeParam = Static<typeof LetterCodeParam>;

export const BALANCE_KINDS = ['share', 'deposit', 'loan', 'guarantee_given', 'guarantee_received'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
export const BalanceKindSchema = Type.Enum(BALANCE_KINDS);

/** How the letter heads each kind of line. */
export const BALANCE_KIND_NAMES: Record<BalanceKind, string> = {
  share: 'ทุนเรือนหุ้น',
  deposit: 'เงินฝาก',
  loan: 'เงินกู้',
  guarantee_given: 'การค้ำประกันเงินกู้ของผู้อื่น',
  guarantee_received: 'ผู้ค้ำประกันเงินกู้ของท่าน',
};

/** One line of the letter as of the campaign's balance date. `units` only on the share line. */
export const BalanceLine = Type.Object({
  line_no: Type.Integer(),
  kind: BalanceKindSchema,
  /** The account or contract number; empty on the share line. */
  reference: Type.String(),
  description: Type.String(),
  units: Nullable(Type.Number()),
  amount: Type.Number(),
});
export type BalanceLine = Static<typeof BalanceLine>;

export const DISPUTE_STATUSES = ['open', 'in_review', 'escalated', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DisputeStatusSchema = Type.Enum(DISPUTE_STATUSES);
export const DISPUTE_STATUS_NAMES: Record<DisputeStatus, string> = {
  open: 'รอเจ้าหน้าที่ตรวจสอบ',
  in_review: 'อยู่ระหว่างตรวจสอบ',
  escalated: 'ส่งเรื่องให้ผู้สอบบัญชี',
  resolved: 'ยุติเรื่องแล้ว',
};

/** A staff answer on a dispute case, as the member reads it. */
export const DisputeEvent = Type.Object({ at: Type.String(), status: DisputeStatusSchema, note: Type.String() });
export type DisputeEvent = Static<typeof DisputeEvent>;

/** Evidence on a disputed line: a PDF or a picture (kept as JPEG), checked by its content (decision 084). */
export const EvidenceFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  media_type: Type.String(),
  size: Type.Integer(),
  uploaded_at: Type.String(),
});
export type EvidenceFile = Static<typeof EvidenceFile>;

/** A file of evidence is at most 5 MB; a disputed line takes at most 3. */
export const CONFIRM_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const CONFIRM_EVIDENCE_PER_LINE = 3;
/** The file's data URL: base64 is 4/3 of the file, and a little room for the prefix. */
const EVIDENCE_TEXT_MAX = Math.ceil(CONFIRM_EVIDENCE_MAX_BYTES / 3) * 4 + 100;
/** One file and its line, with room to say in words that a file is too large. */
export const CONFIRM_EVIDENCE_BODY_MAX_BYTES = EVIDENCE_TEXT_MAX + 4 * 1024;

export const ConfirmEvidenceBody = Type.Object(
  {
    line_no: Type.Integer({ minimum: 1, maximum: 100_000 }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    /** The file as a base64 data URL; its bytes decide what it is. */
    data: Type.String({ minLength: 1, maxLength: EVIDENCE_TEXT_MAX }),
  },
  { additionalProperties: false },
);
export type ConfirmEvidenceBody = Static<typeof ConfirmEvidenceBody>;

export const ConfirmEvidenceResponse = OkResponse({ rc_des: Type.String(), id: Type.Integer() });
export type ConfirmEvidenceResponse = Static<typeof ConfirmEvidenceResponse>;

/** A line as the member answered it (spec's `checkedData`), with its case when disputed. */
export const CheckedLine = Type.Intersect([
  BalanceLine,
  Type.Object({
    agreed: Type.Boolean(),
    /** The member's statement when not agreed; empty when agreed. */
    reason: Type.String(),
    /** The amount the member believes is right, when they gave one. */
    claimed_amount: Nullable(Type.Number()),
    dispute: Nullable(
      Type.Object({ id: Type.Integer(), status: DisputeStatusSchema, events: Type.Array(DisputeEvent), evidence: Type.Array(EvidenceFile) }),
    ),
  }),
]);
export type CheckedLine = Static<typeof CheckedLine>;

export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CampaignStatusSchema = Type.Enum(CAMPAIGN_STATUSES);
export const CAMPAIGN_STATUS_NAMES: Record<CampaignStatus, string> = {
  draft: 'ร่าง (สมาชิกยังไม่เห็น)',
  open: 'เปิดให้ยืนยันยอด',
  closed: 'ปิดแล้ว',
};

/**
 * `GET /api/member/get_confirm_data/{year}` (spec 3 and 6, keys exact, `massage` spelled so). `code` '0' (with
 * `status` false and the reason in `massage`) when the year has no campaign the member may see; otherwise '1'.
 * `confirmStatus` 1 while the campaign takes answers (open), else 0; `checkIsMemberIn` 1 when the campaign has lines
 * for this member; `checkedData` the member's recorded answers, empty until they answer. The rest is the letter.
 */
export const ConfirmDataResponse = Type.Object({
  status: Type.Boolean(),
  code: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  massage: Type.String(),
  confirmStatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
  checkedData: Type.Array(CheckedLine),
  checkIsMemberIn: Type.Union([Type.Literal(0), Type.Literal(1)]),
  letter: Nullable(
    Type.Object({
      year: Type.Integer(),
      /** ISO date of the balances. */
      balance_date: Type.String(),
      campaign_status: CampaignStatusSchema,
      coop_name: Type.String(),
      auditor_name: Type.String(),
      membership_no: Type.String(),
      member_name: Type.String(),
      member_group: Type.String(),
      lines: Type.Array(BalanceLine),
      /** A digest of `lines`; the answer sends it back, so figures changed since they were shown are refused. */
      digest: Type.String(),
      /** Set once the member has answered. */
      answered_at: Nullable(Type.String()),
      letter_code: Nullable(Type.String()),
    }),
  ),
});
export type ConfirmDataResponse = Static<typeof ConfirmDataResponse>;

export const CONFIRM_REASON_MAX = 1000;

export const ConfirmAnswerBody = Type.Object(
  {
    digest: Type.String({ maxLength: 128 }),
    answers: Type.Array(
      Type.Object(
        {
          line_no: Type.Integer({ minimum: 1, maximum: 100_000 }),
          agreed: Type.Boolean(),
          reason: Type.Optional(Type.String({ maxLength: CONFIRM_REASON_MAX })),
          claimed_amount: Type.Optional(Type.Number({ minimum: -1e12, maximum: 1e12 })),
        },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export type ConfirmAnswerBody = Static<typeof ConfirmAnswerBody>;

export const ConfirmAnswerResponse = OkResponse({
  rc_des: Type.String(),
  letter_code: Type.String(),
});
export type ConfirmAnswerResponse = Static<typeof ConfirmAnswerResponse>;

/**
 * What `/verify/{code}` shows the auditor: the letter as recorded, so a changed figure on paper shows as a
 * difference. The member's name is partly masked: the code is on paper, and paper travels.
 */
export const VerifyLetterResponse = OkResponse({
  letter_code: Type.String(),
  year: Type.Integer(),
  balance_date: Type.String(),
  coop_name: Type.String(),
  membership_no: Type.String(),
  member_name_masked: Type.String(),
  answered_at: Type.String(),
  /** The SHA-256 of the recorded letter, as printed at the letter's foot (first 16 hex digits). */
  fingerprint: Type.String(),
  /** Each line with the member's answer; a disputed one with the reason and amount the member gave, as the letter prints. */
  lines: Type.Array(
    Type.Intersect([BalanceLine, Type.Object({ agreed: Type.Boolean(), reason: Type.String(), claimed_amount: Nullable(Type.Number()) })]),
  ),
});
export type VerifyLetterResponse = Static<typeof VerifyLetterResponse>;

/**
 * Balance confirmation (issue 14, decision 034): the member's letter and answers, and the auditor's check of a
 * letter. The console's calls are in `admin-confirmation.ts`.
 */
export const confirmationEndpoints = {
  /** Spec 6 (path exact): the session member's letter for a year. */
  memberConfirmData: endpoint({ method: 'GET', path: '/api/member/get_confirm_data/:year', access: 'member', params: ConfirmYearParam, response: ConfirmDataResponse }),
  /** The same for the current year in Thailand. */
  memberConfirmDataThisYear: endpoint({ method: 'GET', path: '/api/member/get_confirm_data', access: 'member', response: ConfirmDataResponse }),
  /** The member's one answer to every line of the year's letter. */
  memberConfirmAnswer: endpoint({
    method: 'POST',
    path: '/api/member/confirm_data/:year',
    access: 'member',
    params: ConfirmYearParam,
    body: ConfirmAnswerBody,
    response: ConfirmAnswerResponse,
    otherResponses: { 409: ApiError },
  }),
  /** Evidence on one of the member's disputed lines, while its case is not resolved (decision 084). */
  memberConfirmEvidenceAdd: endpoint({
    method: 'POST',
    path: '/api/member/confirm_data/:year/evidence',
    access: 'member',
    params: ConfirmYearParam,
    body: ConfirmEvidenceBody,
    response: ConfirmEvidenceResponse,
    otherResponses: { 409: ApiError, 413: ApiError },
  }),
  /** The answered letter as a PDF addressed to the auditor. */
  memberConfirmLetter: endpoint({ method: 'GET', path: '/api/member/confirm_letter/:year', access: 'member', params: ConfirmYearParam, file: 'application/pdf' }),
  /** Public: what the letter or other issued document with this code says (decision 079: one check for every kind). */
  verifyLetter: endpoint({
    method: 'GET',
    path: '/api/verify/:code',
    access: 'public',
    params: LetterCodeParam,
    response: Type.Union([VerifyLetterResponse, VerifyDocumentResponse]),
  }),
};
