import { Type, type Static } from 'typebox';
import { PageInfo } from './info-paging';
import { MemberGroupNo } from './member-group-auth';

/** The console's member-group accounts (issue 13 item 4, decision 023): list, create, reset the password. */
export const ADMIN_MEMBER_GROUP_PATHS = {
  search: '/api/admin/member_groups/search',
  createAccount: '/api/admin/member_groups/create_account',
  resetPassword: '/api/admin/member_groups/reset_password',
} as const;

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

export const GroupSearchResponse = Type.Object({ rc_code: Type.Literal('1'), data: Type.Array(GroupSummary), ...PageInfo });
export type GroupSearchResponse = Static<typeof GroupSearchResponse>;

/** Without `password` the server makes one and shows it once; with it, the password must pass the policy. */
export const GroupPasswordBody = Type.Object(
  { member_group_no: MemberGroupNo, password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })) },
  { additionalProperties: false },
);
export type GroupPasswordBody = Static<typeof GroupPasswordBody>;

export const GroupPasswordResponse = Type.Object({
  rc_code: Type.Literal('1'),
  rc_des: Type.String(),
  /** Only when the server made the password: shown once, never stored but as a hash. */
  generated_password: Type.Optional(Type.String()),
});
export type GroupPasswordResponse = Static<typeof GroupPasswordResponse>;
