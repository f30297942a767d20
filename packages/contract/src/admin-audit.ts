import { Type, type Static } from 'typebox';
import { endpoint, staffRoles } from './endpoint';
import { PageInfo } from './info-paging';
import { OkResponse } from './ok-response';

const IsoDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const AuditQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    /** Who: a staff username, `admin:create`, … (exact). */
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    /** What: an action (`staff.login`), or a group of them by the code's start and its dot (`staff.`, `impersonation.`). */
    action: Type.Optional(Type.String({ maxLength: 64, pattern: '^[a-z0-9_.]*$' })),
    /** On what: a member number, a username, a content id (exact). */
    target: Type.Optional(Type.String({ maxLength: 64 })),
    /** Thai calendar days, inclusive. */
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actor_kind: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
  user_agent: Type.String(),
  /** The staff user's display name, "สมาชิก 0000002" or the command: who, as a person reads it. */
  actor_name: Type.String(),
  /** The action's Thai name (`AUDIT_ACTIONS`). */
  action_name: Type.String(),
  /** The row in one Thai sentence: "ผู้ดูแลระบบ ดูหน้าเงินกู้ของ 0000002 เวลา 23.47 น.". */
  sentence: Type.String(),
  /** The browser as a person names it: "Chrome บน Android". */
  device: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListResponse = OkResponse({ data: Type.Array(AuditEntry), ...PageInfo });
export type AuditListResponse = Static<typeof AuditListResponse>;

/** The audit log (issue 13 item 6): read and filtered by admins, exported as CSV. */
export const adminAuditEndpoints = {
  auditList: endpoint({ method: 'GET', path: '/api/admin/audit', access: staffRoles('admin'), query: AuditQuery, response: AuditListResponse }),
  /** The filtered log, oldest first, as a CSV file; each export is audited. */
  auditCsv: endpoint({ method: 'GET', path: '/api/admin/audit.csv', access: staffRoles('admin'), query: AuditQuery, file: 'text/csv' }),
};
