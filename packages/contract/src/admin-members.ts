import { Type, type Static } from 'typebox';
import { endpoint, MEMBER_SUPPORT_STAFF } from './endpoint';
import { PageInfo } from './info-paging';
import { MemberLoginResponse, MembershipNo } from './member-auth';
import { Nullable } from './nullable';
import { DoneResponse, OkResponse } from './ok-response';

export const ADMIN_SEARCH_PAGE_SIZE = 20;
/** A reason a colleague reading the audit log can follow, not a single letter: counted by `countLetters`. */
export const IMPERSONATION_REASON_MIN = 5;

/**
 * The characters of a text that a Thai reader counts: letters, digits, and the vowels and tones written above or
 * below a letter (ดูยอด is five; Thai stacks at most two on one letter, so a third is not counted); spaces,
 * punctuation, invisible characters (zero-width, direction controls, fillers) and marks with no letter under them are
 * not counted.
 */
export const countLetters = (text: string): number =>
  text.match(/(?!\p{Default_Ignorable_Code_Point})(?:[\p{L}\p{N}]|(?<=[\p{L}\p{N}]\p{M}?)\p{M})/gu)?.length ?? 0;
export const IMPERSONATION_MINUTES = 30;

export const MemberSearchBody = Type.Object(
  {
    /** Digits search membership numbers (padded or as a start); anything else searches names, word by word. */
    query: Type.String({ minLength: 1, maxLength: 100 }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type MemberSearchBody = Static<typeof MemberSearchBody>;

export const MemberSummary = Type.Object({
  membership_no: Type.String(),
  prename: Type.String(),
  member_name: Type.String(),
  member_surname: Type.String(),
  member_group_no: Type.String(),
  /** Has a portal password (registered). */
  registered: Type.Boolean(),
});
export type MemberSummary = Static<typeof MemberSummary>;

export const MemberSearchResponse = OkResponse({ data: Type.Array(MemberSummary), ...PageInfo });
export type MemberSearchResponse = Static<typeof MemberSearchResponse>;

export const MemberNoBody = Type.Object({ membership_no: MembershipNo }, { additionalProperties: false });
export type MemberNoBody = Static<typeof MemberNoBody>;

/** A throttle over its limit now: which flow (`member` login, `member-pass`, …), which limit, until when. */
export const LiveLock = Type.Object({
  area: Type.String(),
  kind: Type.String(),
  failures: Type.Integer(),
  locked_until: Type.String(),
});
export type LiveLock = Static<typeof LiveLock>;

/** A lock as it began (login_locks): the address it came from tells staff whether it was the member. */
export const LockRecord = Type.Object({
  area: Type.String(),
  kind: Type.String(),
  address: Type.String(),
  locked_at: Type.String(),
  locked_until: Type.String(),
});
export type LockRecord = Static<typeof LockRecord>;

export const LiveSessionInfo = Type.Object({
  created_at: Type.String(),
  expires_at: Type.String(),
  ip: Type.String(),
  user_agent: Type.String(),
  impersonator: Nullable(Type.String()),
});
export type LiveSessionInfo = Static<typeof LiveSessionInfo>;

export const MemberPortalStatus = OkResponse({
  member: MemberSummary,
  password_changed_at: Nullable(Type.String()),
  last_login_at: Nullable(Type.String()),
  locks: Type.Array(LiveLock),
  lock_history: Type.Array(LockRecord),
  sessions: Type.Array(LiveSessionInfo),
});
export type MemberPortalStatus = Static<typeof MemberPortalStatus>;

/** The answer to a console action: the Thai confirmation. */
export const AdminActionResponse = DoneResponse;
export type AdminActionResponse = Static<typeof AdminActionResponse>;

export const ImpersonateBody = Type.Object(
  { membership_no: MembershipNo, reason: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type ImpersonateBody = Static<typeof ImpersonateBody>;

/** Who is looking through the session, why, and when it ends (30 minutes after the start, however busy). */
export const ImpersonationInfo = Type.Object({
  by: Type.String(),
  by_name: Type.String(),
  reason: Type.String(),
  ends_at: Type.String(),
});
export type ImpersonationInfo = Static<typeof ImpersonationInfo>;

/** The member login's answer (spec 3) with the impersonation the member header shows; stored whole as `user`. */
export const ImpersonationSessionResponse = Type.Intersect([MemberLoginResponse, Type.Object({ impersonation: ImpersonationInfo })]);
export type ImpersonationSessionResponse = Static<typeof ImpersonationSessionResponse>;


/** The console's member support (issue 13 item 3): search, portal status, actions and impersonation. */
export const adminMemberEndpoints = {
  /** Members by number or name, a page at a time; each search is audited. */
  memberSearch: endpoint({ method: 'POST', path: '/api/admin/members/search', access: MEMBER_SUPPORT_STAFF, body: MemberSearchBody, response: MemberSearchResponse }),
  /** A member's portal status for support; each look is audited. */
  memberPortalStatus: endpoint({ method: 'POST', path: '/api/admin/members/status', access: MEMBER_SUPPORT_STAFF, body: MemberNoBody, response: MemberPortalStatus }),
  memberUnlock: endpoint({ method: 'POST', path: '/api/admin/members/unlock', access: MEMBER_SUPPORT_STAFF, body: MemberNoBody, response: AdminActionResponse }),
  memberEndSessions: endpoint({ method: 'POST', path: '/api/admin/members/end_sessions', access: MEMBER_SUPPORT_STAFF, body: MemberNoBody, response: AdminActionResponse }),
  memberForceReset: endpoint({ method: 'POST', path: '/api/admin/members/force_reset', access: MEMBER_SUPPORT_STAFF, body: MemberNoBody, response: AdminActionResponse }),
  /** Asks to see a member's view, with the reason; the web then opens /member/impersonate. */
  memberImpersonate: endpoint({ method: 'POST', path: '/api/admin/members/impersonate', access: MEMBER_SUPPORT_STAFF, body: ImpersonateBody, response: AdminActionResponse }),
  /** Spec 7 (path exact): the member session of the impersonation just asked for, stored by the web as the `user` record. */
  impersonationSession: endpoint({ method: 'GET', path: '/admin/impersonate/auth/member', access: MEMBER_SUPPORT_STAFF, response: ImpersonationSessionResponse }),
};
