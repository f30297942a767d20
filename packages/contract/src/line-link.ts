import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { DoneResponse, OkResponse } from './ok-response';

/** What the member's LINE section shows: nothing at all while the deployment has no LINE channel. */
export const LineLinkStateResponse = OkResponse({
  /** False when LINE is not configured: the section is not shown. */
  available: Type.Boolean(),
  linked: Type.Boolean(),
  linked_at: Nullable(Type.String()),
  /** The Official Account's ID members search for (@123abcde), its add-friend link and that link as a QR code (SVG). */
  basic_id: Nullable(Type.String()),
  add_friend_url: Nullable(Type.String()),
  add_friend_qr_svg: Nullable(Type.String()),
});
export type LineLinkStateResponse = Static<typeof LineLinkStateResponse>;

/** The member's page LINE's reply links to with `?linkToken=`: it signs the member in if need be and starts the link. */
export const LINE_LINK_PAGE_PATH = '/member/line-link';

/** LINE's link token, as its webhook reply carried it to the portal's link page. */
export const LINE_LINK_TOKEN = '^[A-Za-z0-9_-]{1,200}$';

export const LineLinkStartBody = Type.Object({ link_token: Type.String({ pattern: LINE_LINK_TOKEN }) }, { additionalProperties: false });
export type LineLinkStartBody = Static<typeof LineLinkStartBody>;

/** Where the browser goes next: LINE's account-link page with the link token and the portal's one-time nonce. */
export const LineLinkStartResponse = OkResponse({ redirect_url: Type.String() });
export type LineLinkStartResponse = Static<typeof LineLinkStartResponse>;

export const LineUnlinkResponse = DoneResponse;
export type LineUnlinkResponse = Static<typeof LineUnlinkResponse>;

/**
 * One webhook event as the portal reads it: the fields it acts on, the rest (a message's text, say) dropped unread
 * once the signature has been checked over the raw bytes.
 */
export const LineWebhookEvent = Type.Object({
  type: Type.String({ maxLength: 50 }),
  webhookEventId: Type.String({ pattern: '^[0-9A-Za-z]{1,64}$' }),
  mode: Type.String({ maxLength: 20 }),
  timestamp: Type.Integer({ minimum: 0 }),
  // a module's or a suspended bot's events come from no chat
  source: Type.Optional(Type.Object({ type: Type.String({ maxLength: 20 }), userId: Type.Optional(Type.String({ maxLength: 100 })) })),
  replyToken: Type.Optional(Type.String({ maxLength: 200 })),
  link: Type.Optional(Type.Object({ result: Type.String({ maxLength: 20 }), nonce: Type.String({ maxLength: 300 }) })),
});
export type LineWebhookEvent = Static<typeof LineWebhookEvent>;

export const LineWebhookBody = Type.Object({
  destination: Type.String({ maxLength: 100 }),
  events: Type.Array(LineWebhookEvent, { maxItems: 500 }),
});
export type LineWebhookBody = Static<typeof LineWebhookBody>;

export const LineWebhookResponse = OkResponse({});
export type LineWebhookResponse = Static<typeof LineWebhookResponse>;

/** A member's LINE account (issue 25 item 4, decision 055): the member's side and LINE's webhook. */
export const lineLinkEndpoints = {
  memberLineLink: endpoint({ method: 'GET', path: '/api/member/line_link', access: 'member', response: LineLinkStateResponse }),
  /** The link page's step: a one-time nonce for this member, and LINE's account-link address carrying it. */
  memberLineLinkStart: endpoint({ method: 'POST', path: '/api/member/line_link/start', access: 'member', body: LineLinkStartBody, response: LineLinkStartResponse }),
  memberLineUnlink: endpoint({ method: 'POST', path: '/api/member/line_link/unlink', access: 'member', body: NoInput, response: LineUnlinkResponse }),
  /** LINE's Messaging API webhook; 404 while LINE is not configured, 401 unless signed with the channel secret. */
  lineWebhook: endpoint({ method: 'POST', path: '/api/line/webhook', access: 'public', body: LineWebhookBody, response: LineWebhookResponse }),
};
