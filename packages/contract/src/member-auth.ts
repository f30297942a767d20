import { Type, type Static, type TSchema } from 'typebox';
import { endpoint } from './endpoint';
import { ApiError } from './errors';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

/** Membership numbers are at most 7 digits; both sides left-pad them with zeros (spec 5). */
export const MEMBERSHIP_NO_WIDTH = 7;
export const MembershipNo = Type.String({ pattern: '^[0-9]{1,7}$' });

export const MemberLoginBody = Type.Object(
  {
    membership_no: MembershipNo,
    mem_password: Type.String({ minLength: 1, maxLength: 128 }),
    remember: Type.Optional(Type.Boolean()),
    recaptcha: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: false },
);
export type MemberLoginBody = Static<typeof MemberLoginBody>;

export const MemberIdentity = Type.Object({
  membership_no: Type.String(),
  prename: Type.String(),
  member_name: Type.String(),
  member_surname: Type.String(),
});
export type MemberIdentity = Static<typeof MemberIdentity>;

/** What every login answers with (members, groups, staff): the greeting and the session's token and end. */
export const sessionGrant = {
  rc_code: Type.Literal('1'),
  rc_des: Type.String(),
  token: Type.String(),
  expires_at: Type.String(),
};

/** Stored whole in local storage under `user` (spec 3); `token` is what makes it a session. */
export const MemberLoginResponse = Type.Object({
  ...sessionGrant,
  user: MemberIdentity,
});
export type MemberLoginResponse = Static<typeof MemberLoginResponse>;

export const LogoutResponse = OkResponse({
  message: Type.String(),
});
export type LogoutResponse = Static<typeof LogoutResponse>;

/** A live session's check (spec 3, 4): who it is, and when the session ends. */
export const sessionCheckAnswer = <const I extends TSchema>(identity: I) =>
  Type.Object({
    status: Type.Boolean(),
    rc_code: Type.Literal('1'),
    data: Type.Intersect([identity, Type.Object({ expires_at: Type.String() })]),
  });

export const MemberAuthUserResponse = sessionCheckAnswer(MemberIdentity);
export type MemberAuthUserResponse = Static<typeof MemberAuthUserResponse>;

/** A failed session check: 400 with `data.error` (spec 3, 4). */
export const AuthCheckFailure = Type.Object({
  status: Type.Boolean(),
  rc_code: Type.Literal('0'),
  code: Type.String(),
  error: Type.String(),
  data: Type.Object({ error: Type.String() }),
});
export type AuthCheckFailure = Static<typeof AuthCheckFailure>;

export const PasswordChangeBody = Type.Object(
  {
    mem_password: Type.String({ minLength: 1, maxLength: 128 }),
    mem_oldpassword: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const PasswordChangeResponse = Type.Object({
  rc_code: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  rc_des: Type.String(),
});
export type PasswordChangeResponse = Static<typeof PasswordChangeResponse>;

/** An area's session check, open to any caller: a dead session is a 400 with `data.error` (spec 3, 4, 7). */
export const sessionCheckEndpoint = <const P extends string, const R extends TSchema>(path: P, response: R) =>
  endpoint({
    method: 'POST',
    path,
    access: 'public',
    body: NoInput,
    response,
    // a body that cannot be read is a 400 too, as the plain ApiError every route answers with
    otherResponses: { 400: Type.Union([AuthCheckFailure, ApiError]) },
  });

export const memberAuthEndpoints = {
  memberLogin: endpoint({ method: 'POST', path: '/api/member/auth/login', access: 'public', body: MemberLoginBody, response: MemberLoginResponse }),
  /** The session check of the loading screen and protected routes (spec 3, 4). */
  memberAuthUser: sessionCheckEndpoint('/api/member/auth/getAuthUser', MemberAuthUserResponse),
  memberLogout: endpoint({ method: 'POST', path: '/api/member/auth/logout', access: 'member', body: NoInput, response: LogoutResponse }),
};

export const memberPasswordEndpoints = {
  /** เปลี่ยนรหัสผ่าน: the member's own password, never while staff look through the member's eyes. */
  memberPassword: endpoint({ method: 'POST', path: '/api/member/member_pass', access: 'member', body: PasswordChangeBody, response: PasswordChangeResponse }),
};
