import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { LogoutResponse, PasswordChangeBody, PasswordChangeResponse, sessionCheckAnswer, sessionCheckEndpoint, sessionGrant } from './member-auth';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** A group's number as the core banking system writes it (the demo's are 8 digits); never padded. */
export const MemberGroupNo = Type.String({ pattern: '^[0-9A-Za-z-]{1,20}$' });

/** Spec 3: the member-group login payload. */
export const MemberGroupLoginBody = Type.Object(
  {
    member_group_no: MemberGroupNo,
    member_group_pass: Type.String({ minLength: 1, maxLength: 128 }),
    remember: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MemberGroupLoginBody = Static<typeof MemberGroupLoginBody>;

export const MemberGroupIdentity = Type.Object({
  member_group_no: Type.String(),
  member_group_name: Type.String(),
  /** The main group (หน่วยงานหลัก) the group belongs to; null for a main group. */
  parent_group_name: Nullable(Type.String()),
});
export type MemberGroupIdentity = Static<typeof MemberGroupIdentity>;

/** Stored whole in local storage under `usermemgroup` (spec 3): `token`, and `user.member_group_no`. */
export const MemberGroupLoginResponse = Type.Object({
  ...sessionGrant,
  user: MemberGroupIdentity,
});
export type MemberGroupLoginResponse = Static<typeof MemberGroupLoginResponse>;

/** The session check of the member-group area; a dead session is the same 400 `AuthCheckFailure` as members'. */
export const MemberGroupAuthUserResponse = sessionCheckAnswer(MemberGroupIdentity);
export type MemberGroupAuthUserResponse = Static<typeof MemberGroupAuthUserResponse>;

/** The current-user fetch of the member-group layout (spec 4): the group and how many members it bills. */
export const MemberGroupUserResponse = OkResponse({
  user: Type.Intersect([
    MemberGroupIdentity,
    Type.Object({
      /** Members of the group and of its sub-groups. */
      member_count: Type.Integer(),
      sub_group_count: Type.Integer(),
    }),
  ]),
});
export type MemberGroupUserResponse = Static<typeof MemberGroupUserResponse>;

/** Where every member-group endpoint's path starts: its calls carry the group's token, never a member's. */
export const MEMBER_GROUP_API_PREFIX = '/api/membergroup/';

export const memberGroupAuthEndpoints = {
  memberGroupLogin: endpoint({ method: 'POST', path: '/api/membergroup/auth/login', access: 'public', body: MemberGroupLoginBody, response: MemberGroupLoginResponse }),
  /** The member-group session check: on a 400 (or 401) the web app removes the stored `usermemgroup` (spec 7). */
  memberGroupAuthUser: sessionCheckEndpoint('/api/membergroup/auth/getAuthUser', MemberGroupAuthUserResponse),
  memberGroupLogout: endpoint({ method: 'POST', path: '/api/membergroup/auth/logout', access: 'member-group', body: NoInput, response: LogoutResponse }),
  memberGroupUser: endpoint({ method: 'POST', path: '/api/membergroup/user', access: 'member-group', body: NoInput, response: MemberGroupUserResponse }),
  /** Spec 7: the same payload and answer as the member's password change. */
  memberGroupPassword: endpoint({ method: 'POST', path: '/api/membergroup/member_pass', access: 'member-group', body: PasswordChangeBody, response: PasswordChangeResponse }),
};
