import { Type, type Static } from 'typebox';
import { AdminActionResponse } from './admin-members';
import { endpoint, staffRoles } from './endpoint';
import { ApiError } from './errors';
import { PageInfo } from './info-paging';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/**
 * Staff broadcasts (issue 25 item 7, decision 057): a message to members written in the console, which a second
 * staff user approves before it goes to their inboxes and the channels each member chose.
 */

export const BROADCAST_AUDIENCE_KINDS = ['everyone', 'group', 'loan_type', 'unanswered'] as const;
export type BroadcastAudienceKind = (typeof BROADCAST_AUDIENCE_KINDS)[number];

/** Who receives it: everyone; a group with its sub-groups (`value`: the group's number); holders of a loan type (its code); members who have not answered this year's letter. */
export const BroadcastAudience = Type.Object(
  {
    kind: Type.Union([Type.Literal('everyone'), Type.Literal('group'), Type.Literal('loan_type'), Type.Literal('unanswered')]),
    value: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type BroadcastAudience = Static<typeof BroadcastAudience>;

export const BROADCAST_STATUSES = ['draft', 'submitted', 'approved', 'sent', 'rejected', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
const BroadcastStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('submitted'),
  Type.Literal('approved'),
  Type.Literal('sent'),
  Type.Literal('rejected'),
  Type.Literal('cancelled'),
]);

/** Where a member reads it: the inbox always, the outside channels where chosen and reachable. */
export const BROADCAST_CHANNELS = ['inbox', 'push', 'line', 'email', 'sms'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];
const BroadcastChannelSchema = Type.Union([Type.Literal('inbox'), Type.Literal('push'), Type.Literal('line'), Type.Literal('email'), Type.Literal('sms')]);

export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_BODY_MAX = 1000;
/** A member page the message opens: `/member/...`, or '' for the inbox entry itself. */
export const BROADCAST_LINK = /^(\/member\/[A-Za-z0-9_\-/]{1,100})?$/;

const Instant = Type.String({ format: 'date-time', pattern: '^(19|20|21)[0-9]{2}-' });
const BroadcastId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const BroadcastDraftBody = Type.Object(
  {
    /** Absent: a new draft; present: the author's own draft, changed. */
    id: Type.Optional(BroadcastId),
    title: Type.String({ maxLength: BROADCAST_TITLE_MAX }),
    body: Type.String({ maxLength: BROADCAST_BODY_MAX }),
    link: Type.String({ maxLength: 110 }),
    audience: BroadcastAudience,
    /** null: as soon as it is approved. */
    send_at: Nullable(Instant),
  },
  { additionalProperties: false },
);
export type BroadcastDraftBody = Static<typeof BroadcastDraftBody>;

export const BroadcastIdBody = Type.Object({ id: BroadcastId }, { additionalProperties: false });
export type BroadcastIdBody = Static<typeof BroadcastIdBody>;

export const BROADCAST_REASON_MAX = 500;
export const BroadcastDecisionBody = Type.Object(
  {
    id: BroadcastId,
    decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    /** Required when rejecting: the author reads it. */
    reason: Type.Optional(Type.String({ maxLength: BROADCAST_REASON_MAX })),
  },
  { additionalProperties: false },
);
export type BroadcastDecisionBody = Static<typeof BroadcastDecisionBody>;

export const BroadcastReachBody = Type.Object({ audience: BroadcastAudience }, { additionalProperties: false });
export type BroadcastReachBody = Static<typeof BroadcastReachBody>;

/** How many members one channel reaches; `configured` false: the deployment has not set the channel up. */
export const BroadcastChannelReach = Type.Object({ channel: BroadcastChannelSchema, members: Type.Integer(), configured: Type.Boolean() });
export type BroadcastChannelReach = Static<typeof BroadcastChannelReach>;

export const BroadcastReachResponse = OkResponse({ members: Type.Integer(), channels: Type.Array(BroadcastChannelReach) });
export type BroadcastReachResponse = Static<typeof BroadcastReachResponse>;

/** What happened on one channel once it went: from the deliveries (and, for the inbox, the entries read). */
export const BroadcastChannelCounts = Type.Object({
  channel: BroadcastChannelSchema,
  queued: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  read: Type.Integer(),
});
export type BroadcastChannelCounts = Static<typeof BroadcastChannelCounts>;

export const Broadcast = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  audience: BroadcastAudience,
  /** The audience in Thai words: the group's or loan type's name, the letter's year. */
  audience_text: Type.String(),
  status: BroadcastStatusSchema,
  send_at: Nullable(Type.String()),
  created_by: Type.String(),
  created_at: Type.String(),
  submitted_at: Nullable(Type.String()),
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
  reject_reason: Nullable(Type.String()),
  cancelled_by: Nullable(Type.String()),
  sent_at: Nullable(Type.String()),
  /** Members it went to, once sent. */
  recipients: Nullable(Type.Integer()),
  counts: Type.Array(BroadcastChannelCounts),
});
export type Broadcast = Static<typeof Broadcast>;

export const BroadcastListBody = Type.Object(
  {
    status: Type.Optional(BroadcastStatusSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type BroadcastListBody = Static<typeof BroadcastListBody>;

export const BroadcastListResponse = OkResponse({ data: Type.Array(Broadcast), ...PageInfo });
export type BroadcastListResponse = Static<typeof BroadcastListResponse>;

export const BroadcastSavedResponse = OkResponse({ rc_des: Type.String(), id: Type.Integer() });
export type BroadcastSavedResponse = Static<typeof BroadcastSavedResponse>;

/** What the composer picks from: the loan types members hold and this year's letter campaign, if any. */
export const BroadcastChoicesResponse = OkResponse({
  loan_types: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  letter_year: Nullable(Type.Integer()),
});
export type BroadcastChoicesResponse = Static<typeof BroadcastChoicesResponse>;

/** Admins and support staff write, approve (never their own) and cancel broadcasts (decision 057). */
const BROADCAST_STAFF = staffRoles('admin', 'support');

export const adminBroadcastsEndpoints = {
  broadcastChoices: endpoint({ method: 'GET', path: '/api/admin/broadcasts/choices', access: BROADCAST_STAFF, response: BroadcastChoicesResponse }),
  /** How many members the audience holds, in all and per channel; reads only. */
  broadcastReach: endpoint({ method: 'POST', path: '/api/admin/broadcasts/reach', access: BROADCAST_STAFF, body: BroadcastReachBody, response: BroadcastReachResponse }),
  broadcastList: endpoint({ method: 'POST', path: '/api/admin/broadcasts/list', access: BROADCAST_STAFF, body: BroadcastListBody, response: BroadcastListResponse }),
  broadcastSave: endpoint({
    method: 'POST',
    path: '/api/admin/broadcasts/save',
    access: BROADCAST_STAFF,
    body: BroadcastDraftBody,
    response: BroadcastSavedResponse,
    otherResponses: { 409: ApiError },
  }),
  broadcastSubmit: endpoint({
    method: 'POST',
    path: '/api/admin/broadcasts/submit',
    access: BROADCAST_STAFF,
    body: BroadcastIdBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
  broadcastDecide: endpoint({
    method: 'POST',
    path: '/api/admin/broadcasts/decide',
    access: BROADCAST_STAFF,
    body: BroadcastDecisionBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
  broadcastCancel: endpoint({
    method: 'POST',
    path: '/api/admin/broadcasts/cancel',
    access: BROADCAST_STAFF,
    body: BroadcastIdBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
};
