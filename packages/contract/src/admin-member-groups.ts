import { Type, type Static } from 'typebox';
import { AdminActionResponse } from './admin-members';
import { endpoint, MEMBER_SUPPORT_STAFF } from './endpoint';
import { ApiError } from './errors';
import { PageInfo } from './info-paging';
import { MemberGroupNo } from './member-group-auth';
import { OkResponse } from './ok-response';

export const GroupSearchBody = Type.Object(
  {
    /** A group number's start or a word of its name; empty lists every group. */
    query: Type.String({ maxLength: 100 }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type GroupSearchBody = Static<typeof GroupSearchBody>;

export const GroupSummary = Type.Object({
  member_group_no: Type.String(),
  name: Type.String(),
  parent_no: Type.Union([Type.String(), Type.Null()]),
  has_account: Type.Boolean(),
});
export type GroupSummary = Static<typeof GroupSummary>;

export const GroupSearchResponse = OkResponse({ data: Type.Array(GroupSummary), ...PageInfo });
export type GroupSearchResponse = Static<typeof GroupSearchResponse>;

/** Without `password` the server makes one and shows it once; with it, the password must pass the policy. */
export const GroupPasswordBody = Type.Object(
  { member_group_no: MemberGroupNo, password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })) },
  { additionalProperties: false },
);
export type GroupPasswordBody = Static<typeof GroupPasswordBody>;

export const GroupPasswordResponse = OkResponse({
  rc_des: Type.String(),
  /** Only when the server made the password: shown once, never stored but as a hash. */
  generated_password: Type.Optional(Type.String()),
});
export type GroupPasswordResponse = Static<typeof GroupPasswordResponse>;

/** A member group staff add by hand, one the core-banking import has not brought (yet). */
export const GroupCreateBody = Type.Object(
  {
    member_group_no: MemberGroupNo,
    /** One line, not blank. */
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$' }),
    /** The group it belongs under (หน่วยงานหลัก), which must exist; none for a group at the top. */
    parent_no: Type.Optional(MemberGroupNo),
  },
  { additionalProperties: false },
);
export type GroupCreateBody = Static<typeof GroupCreateBody>;

/** The console's member-group accounts (issue 13 item 4, decision 023): list, create, reset the password. */
export const adminMemberGroupEndpoints = {
  /** Member groups by number or name, with whether each has a portal login yet. */
  memberGroupSearch: endpoint({ method: 'POST', path: '/api/admin/member_groups/search', access: MEMBER_SUPPORT_STAFF, body: GroupSearchBody, response: GroupSearchResponse }),
  /** A new member group (not from an import); a number already taken is a Thai 409. */
  memberGroupCreate: endpoint({
    method: 'POST',
    path: '/api/admin/member_groups/create',
    access: MEMBER_SUPPORT_STAFF,
    body: GroupCreateBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
  /** A group's portal login, with staff's password or one made and shown once. */
  memberGroupAccountCreate: endpoint({
    method: 'POST',
    path: '/api/admin/member_groups/create_account',
    access: MEMBER_SUPPORT_STAFF,
    body: GroupPasswordBody,
    response: GroupPasswordResponse,
  }),
  /** A new password for a group's login; the group's sessions end. */
  memberGroupPasswordReset: endpoint({
    method: 'POST',
    path: '/api/admin/member_groups/reset_password',
    access: MEMBER_SUPPORT_STAFF,
    body: GroupPasswordBody,
    response: GroupPasswordResponse,
  }),
};
