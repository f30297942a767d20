import { Type, type Static } from 'typebox';
import { endpoint, staffRoles } from './endpoint';
import { PageInfo } from './info-paging';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** One look at the member's data by someone at the cooperative (issue 27 item 5, decision 078). */
export const AccessEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  /** The staff user's display name, as the cooperative shows its staff. */
  staff_name: Type.String(),
  /** What they looked at, in plain Thai: "ดูสถานะการใช้งานระบบของท่าน". */
  what: Type.String(),
  /** What the member is also told (the reason a staff user gave for seeing the member's view), or null. */
  detail: Nullable(Type.String()),
});
export type AccessEntry = Static<typeof AccessEntry>;

export const AccessPageQuery = Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }, { additionalProperties: false });
export type AccessPageQuery = Static<typeof AccessPageQuery>;

export const AccessPageResponse = OkResponse({ data: Type.Array(AccessEntry), ...PageInfo });
export type AccessPageResponse = Static<typeof AccessPageResponse>;

const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** The console's filter of sign-ins: whose account (exact), which area, good or refused, Thai calendar days inclusive. */
export const SignInQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    area: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('member'), Type.Literal('membergroup')])),
    subject: Type.Optional(Type.String({ maxLength: 16, pattern: '^[0-9]*$' })),
    outcome: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('sign-in'), Type.Literal('sign-in-failed')])),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type SignInQuery = Static<typeof SignInQuery>;

export const SignInEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  area: Type.Union([Type.Literal('member'), Type.Literal('membergroup')]),
  subject: Type.String(),
  succeeded: Type.Boolean(),
  /** The row in Thai: "สมาชิก 0000002 เข้าสู่ระบบด้วยพาสคีย์" or "… เข้าสู่ระบบไม่สำเร็จ: รหัสผ่านไม่ถูกต้อง". */
  sentence: Type.String(),
  ip: Type.String(),
  device: Type.String(),
});
export type SignInEntry = Static<typeof SignInEntry>;

export const SignInListResponse = OkResponse({ data: Type.Array(SignInEntry), ...PageInfo });
export type SignInListResponse = Static<typeof SignInListResponse>;

/** ใครเข้าดูข้อมูลของฉัน: the member's own list of staff looks. */
export const memberAccessEndpoints = {
  memberAccess: endpoint({ method: 'GET', path: '/api/member/access', access: 'member', query: AccessPageQuery, response: AccessPageResponse }),
};

/** Member and member-group sign-ins in the console's audit log, filtered. */
export const adminSignInEndpoints = {
  auditSignIns: endpoint({ method: 'GET', path: '/api/admin/audit/sign-ins', access: staffRoles('admin'), query: SignInQuery, response: SignInListResponse }),
};
