import { Type, type Static } from 'typebox';
import { AdminActionResponse } from './admin-members';
import { endpoint, staffRoles } from './endpoint';
import { ApiError } from './errors';
import { CampaignStatusSchema, BalanceKindSchema, DisputeStatusSchema, DisputeEvent, CONFIRM_REASON_MAX, EvidenceFile } from './confirmation';
import { PageInfo } from './info-paging';
import { MembershipNo } from './member-auth';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** Answers counted the way the auditor's summary (standard 505) reads: sent, answered, agreed, disputed. */
export const ConfirmationCounts = Type.Object({
  members: Type.Integer(),
  answered: Type.Integer(),
  agreed: Type.Integer(),
  disputed: Type.Integer(),
  not_answered: Type.Integer(),
});
export type ConfirmationCounts = Static<typeof ConfirmationCounts>;

export const ConfirmationCampaign = Type.Object({
  id: Type.Integer(),
  year: Type.Integer(),
  balance_date: Type.String(),
  status: CampaignStatusSchema,
  /** `finance`: taken from the member data by staff; `import`: from a core-banking file. */
  source: Type.Union([Type.Literal('finance'), Type.Literal('import')]),
  created_at: Type.String(),
  created_by: Nullable(Type.String()),
  auditor_name: Type.String(),
  /** The date members are asked to answer by (reminded 7 days and 1 day before); null: none set. */
  answer_by: Nullable(Type.String()),
  opened_at: Nullable(Type.String()),
  closed_at: Nullable(Type.String()),
  counts: ConfirmationCounts,
  open_disputes: Type.Integer(),
});
export type ConfirmationCampaign = Static<typeof ConfirmationCampaign>;

export const ConfirmationCampaignsResponse = OkResponse({ data: Type.Array(ConfirmationCampaign) });
export type ConfirmationCampaignsResponse = Static<typeof ConfirmationCampaignsResponse>;

/**
 * A new campaign (a draft) with each member's balances as of `balance_date`, from the finance data: every member
 * not resigned, or only `membership_nos`. The year must not have a campaign yet.
 */
export const CreateCampaignBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2000, maximum: 2199 }),
    balance_date: Type.String({ format: 'date', pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$' }),
    /** The auditor appointed for the year, to whom the letters are addressed. */
    auditor_name: Type.String({ minLength: 1, maxLength: 200 }),
    /** The date members are asked to answer by; members who have not answered are reminded 7 days and 1 day before. */
    answer_by: Type.Optional(Type.String({ format: 'date', pattern: '^(19|20|21)[0-9]{2}-[0-9]{2}-[0-9]{2}$' })),
    membership_nos: Type.Optional(Type.Array(MembershipNo, { maxItems: 100_000 })),
  },
  { additionalProperties: false },
);
export type CreateCampaignBody = Static<typeof CreateCampaignBody>;

export const CreateCampaignResponse = OkResponse({
  rc_des: Type.String(),
  id: Type.Integer(),
  members: Type.Integer(),
  lines: Type.Integer(),
});
export type CreateCampaignResponse = Static<typeof CreateCampaignResponse>;

export const CampaignIdBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
export type CampaignIdBody = Static<typeof CampaignIdBody>;

/** One member group's counts in a campaign; members without a group are counted under an empty number. */
export const GroupCounts = Type.Intersect([
  Type.Object({ member_group_no: Type.String(), member_group_name: Type.String() }),
  ConfirmationCounts,
]);
export type GroupCounts = Static<typeof GroupCounts>;

export const CampaignSummaryResponse = OkResponse({
  campaign: ConfirmationCampaign,
  groups: Type.Array(GroupCounts),
});
export type CampaignSummaryResponse = Static<typeof CampaignSummaryResponse>;

export const RESPONSE_FILTERS = ['agreed', 'disputed', 'not_answered'] as const;
export const ResponsesBody = Type.Object(
  {
    campaign_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    answer: Type.Optional(Type.Enum(RESPONSE_FILTERS)),
    member_group_no: Type.Optional(Type.String({ maxLength: 20 })),
    /** A membership number or part of a name. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type ResponsesBody = Static<typeof ResponsesBody>;

export const MemberResponseRow = Type.Object({
  membership_no: Type.String(),
  member_name: Type.String(),
  member_group_no: Type.String(),
  lines: Type.Integer(),
  answer: Type.Enum(RESPONSE_FILTERS),
  disputed_lines: Type.Integer(),
  answered_at: Nullable(Type.String()),
  letter_code: Nullable(Type.String()),
});
export type MemberResponseRow = Static<typeof MemberResponseRow>;

export const ResponsesResponse = OkResponse({ data: Type.Array(MemberResponseRow), ...PageInfo });
export type ResponsesResponse = Static<typeof ResponsesResponse>;

export const DisputesBody = Type.Object(
  {
    campaign_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    status: Type.Optional(DisputeStatusSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type DisputesBody = Static<typeof DisputesBody>;

/** A disputed line as a case: the member's statement, the figures, the difference, and the staff's answers. */
export const DisputeCase = Type.Object({
  id: Type.Integer(),
  membership_no: Type.String(),
  member_name: Type.String(),
  line_no: Type.Integer(),
  kind: BalanceKindSchema,
  reference: Type.String(),
  description: Type.String(),
  amount: Type.Number(),
  claimed_amount: Nullable(Type.Number()),
  /** claimed − shown, when the member gave an amount. */
  difference: Nullable(Type.Number()),
  reason: Type.String(),
  status: DisputeStatusSchema,
  opened_at: Type.String(),
  events: Type.Array(Type.Intersect([DisputeEvent, Type.Object({ by: Type.String() })])),
  /** Files the member attached, opened through `confirmationEvidence`. */
  evidence: Type.Array(EvidenceFile),
});
export type DisputeCase = Static<typeof DisputeCase>;

export const DisputesResponse = OkResponse({ data: Type.Array(DisputeCase), ...PageInfo });
export type DisputesResponse = Static<typeof DisputesResponse>;

export const AnswerDisputeBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    status: DisputeStatusSchema,
    note: Type.String({ maxLength: CONFIRM_REASON_MAX }),
  },
  { additionalProperties: false },
);
export type AnswerDisputeBody = Static<typeof AnswerDisputeBody>;

export const EvidenceParam = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
export type EvidenceParam = Static<typeof EvidenceParam>;

export const ExportParam = Type.Object({ campaign_id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
export type ExportParam = Static<typeof ExportParam>;

/** SHA-256 in hex, as the console shows and sends back a fingerprint. */
const Sha256Hex = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** A kind of line in a campaign's snapshot: how many lines, and their units and baht summed. */
export const SnapshotKindTotal = Type.Object({ kind: BalanceKindSchema, lines: Type.Integer(), units: Nullable(Type.Number()), amount: Type.Number() });
export type SnapshotKindTotal = Static<typeof SnapshotKindTotal>;

/** A member group's share of the population: members with lines, and their lines. */
export const SnapshotGroup = Type.Object({ member_group_no: Type.String(), member_group_name: Type.String(), members: Type.Integer(), lines: Type.Integer() });
export type SnapshotGroup = Static<typeof SnapshotGroup>;

/**
 * What the letters will state (decision 084): the population per member group and the balances per kind, with the
 * SHA-256 of the canonical snapshot rows the auditor signs.
 */
export const CampaignSnapshot = Type.Object({
  sha256: Sha256Hex,
  members: Type.Integer(),
  lines: Type.Integer(),
  kinds: Type.Array(SnapshotKindTotal),
  groups: Type.Array(SnapshotGroup),
});
export type CampaignSnapshot = Static<typeof CampaignSnapshot>;

export const CampaignSignOff = Type.Object({
  signed_at: Type.String(),
  by: Type.String(),
  snapshot_sha256: Sha256Hex,
  members: Type.Integer(),
  lines: Type.Integer(),
});
export type CampaignSignOff = Static<typeof CampaignSignOff>;

export const CampaignSnapshotResponse = OkResponse({
  campaign_id: Type.Integer(),
  snapshot: CampaignSnapshot,
  /** The latest sign-off; null: none yet. */
  signoff: Nullable(CampaignSignOff),
  /** The latest sign-off covers the snapshot as it is now: the campaign may open. */
  signoff_current: Type.Boolean(),
});
export type CampaignSnapshotResponse = Static<typeof CampaignSnapshotResponse>;

/** The auditor signs the snapshot they were shown: its fingerprint comes back, and a snapshot changed since is refused. */
export const SignOffBody = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), snapshot_sha256: Sha256Hex },
  { additionalProperties: false },
);
export type SignOffBody = Static<typeof SignOffBody>;

/** What the verification of a campaign's answer chain found wrong with one answer. */
export const CHAIN_PROBLEMS = ['changed', 'removed', 'unchained', 'rewritten'] as const;
export type ChainProblemKind = (typeof CHAIN_PROBLEMS)[number];

export const ChainProblem = Type.Object({
  /** The answer's place in the chain; for `unchained`, 0. */
  seq: Type.Integer(),
  /** Whose answer, when still known. */
  membership_no: Nullable(Type.String()),
  problem: Type.Enum(CHAIN_PROBLEMS),
  /** The finding in Thai, naming the answer. */
  message: Type.String(),
});
export type ChainProblem = Static<typeof ChainProblem>;

/** The chain's last link: the auditor keeps it from each export and gives it back to check nothing was rewritten. */
export const ChainHead = Type.Object({ seq: Type.Integer(), sha256: Sha256Hex });
export type ChainHead = Static<typeof ChainHead>;

export const VerifyChainBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    /** A head from an earlier export: the chain must still hold that link. */
    known: Type.Optional(Type.Object({ seq: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), sha256: Sha256Hex }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type VerifyChainBody = Static<typeof VerifyChainBody>;

export const VerifyChainResponse = OkResponse({
  campaign_id: Type.Integer(),
  /** Links in the chain. */
  answers: Type.Integer(),
  head: Nullable(ChainHead),
  intact: Type.Boolean(),
  /** The first answer changed or removed, in chain order; null when intact. */
  first: Nullable(ChainProblem),
  problems: Type.Array(ChainProblem),
  rc_des: Type.String(),
});
export type VerifyChainResponse = Static<typeof VerifyChainResponse>;

/** How the console and the auditor's workbook name the daily job's reminder rounds (decision 053). */
export const REMINDER_ROUND_NAMES: Readonly<Record<string, string>> = { week: 'เตือนก่อนครบกำหนด 7 วัน', day: 'เตือนก่อนครบกำหนด 1 วัน' };

/** A round of reminders and what came of it: answers after it (before the next round) from the members it reached. */
export const ReminderRound = Type.Object({
  /** `week`: 7 days before the answer-by date; `day`: the day before. */
  name: Type.String(),
  sent_at: Type.String(),
  reached: Type.Integer(),
  answered: Type.Integer(),
  agreed: Type.Integer(),
  disputed: Type.Integer(),
  /** Reached and still not answered. */
  still_silent: Type.Integer(),
});
export type ReminderRound = Static<typeof ReminderRound>;

export const ReminderRoundsResponse = OkResponse({ data: Type.Array(ReminderRound) });
export type ReminderRoundsResponse = Static<typeof ReminderRoundsResponse>;

/** Who sees campaigns, answers and cases and exports them: the auditor role reads only (decision 034). */
const CONFIRMATION_READERS = staffRoles('admin', 'support', 'auditor');

/**
 * The console's side of balance confirmation (issue 14, decision 034). Admins run campaigns; support staff also
 * answer disputes; the read-only `auditor` role sees campaigns, responses and disputes and exports them.
 */
export const adminConfirmationEndpoints = {
  /** Every campaign with its counts, newest year first. */
  confirmationCampaigns: endpoint({ method: 'GET', path: '/api/admin/confirmation/campaigns', access: CONFIRMATION_READERS, response: ConfirmationCampaignsResponse }),
  confirmationCampaignCreate: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/create',
    access: staffRoles('admin'),
    body: CreateCampaignBody,
    response: CreateCampaignResponse,
    otherResponses: { 409: ApiError },
  }),
  confirmationCampaignOpen: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/open',
    access: staffRoles('admin'),
    body: CampaignIdBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
  confirmationCampaignClose: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/close',
    access: staffRoles('admin'),
    body: CampaignIdBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
  confirmationCampaignSummary: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/summary',
    access: CONFIRMATION_READERS,
    body: CampaignIdBody,
    response: CampaignSummaryResponse,
  }),
  /** The population and balances the letters will state, and the auditor's sign-off of them (decision 084). */
  confirmationSnapshot: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/snapshot',
    access: CONFIRMATION_READERS,
    body: CampaignIdBody,
    response: CampaignSnapshotResponse,
  }),
  /** Only the auditor signs a draft's snapshot off; a campaign opens only on a current sign-off. */
  confirmationSignOff: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/sign-off',
    access: staffRoles('auditor'),
    body: SignOffBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
  /** Recomputes the campaign's answer chain and names the first answer changed or removed (decision 084). */
  confirmationVerifyChain: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/verify-chain',
    access: CONFIRMATION_READERS,
    body: VerifyChainBody,
    response: VerifyChainResponse,
  }),
  /** The reminder rounds sent, whom each reached and the answers that followed (decision 084). */
  confirmationReminderRounds: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/campaigns/reminder-rounds',
    access: CONFIRMATION_READERS,
    body: CampaignIdBody,
    response: ReminderRoundsResponse,
  }),
  confirmationResponses: endpoint({ method: 'POST', path: '/api/admin/confirmation/responses', access: CONFIRMATION_READERS, body: ResponsesBody, response: ResponsesResponse }),
  confirmationDisputes: endpoint({ method: 'POST', path: '/api/admin/confirmation/disputes', access: CONFIRMATION_READERS, body: DisputesBody, response: DisputesResponse }),
  /** Answering a case: admins and support staff. */
  confirmationDisputeAnswer: endpoint({
    method: 'POST',
    path: '/api/admin/confirmation/disputes/answer',
    access: staffRoles('admin', 'support'),
    body: AnswerDisputeBody,
    response: AdminActionResponse,
  }),
  /** A file of evidence on a disputed line, as stored; each opening is audited (decision 084). */
  confirmationEvidence: endpoint({
    method: 'GET',
    path: '/api/admin/confirmation/evidence/:id',
    access: CONFIRMATION_READERS,
    params: EvidenceParam,
    file: 'application/octet-stream',
  }),
  /** Every response, line and dispute as an Excel workbook for the auditor. */
  confirmationExport: endpoint({
    method: 'GET',
    path: '/api/admin/confirmation/export/:campaign_id',
    access: CONFIRMATION_READERS,
    params: ExportParam,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
};
