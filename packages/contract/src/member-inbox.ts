import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { PageInfo } from './info-paging';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** Security events pass quiet hours and cannot be turned off in the inbox. */
export const SECURITY_EVENT_KINDS = ['new-device', 'password-changed', 'password-reset', 'passkey-added', 'passkey-sign-in', 'sign-in-failures'] as const;

/**
 * What can happen to a member that the portal tells them about (issue 25 item 2): a closed list, so the inbox, the
 * preferences page and every channel know each kind.
 */
export const MEMBER_EVENT_KINDS = [
  'deduction-billed',
  'deduction-posted',
  'dividend-published',
  'confirmation-opened',
  'confirmation-reminder',
  'dispute-answered',
  'payment-service-decided',
  'loan-guarantee-asked',
  'loan-application-progress',
  'staff-broadcast',
  ...SECURITY_EVENT_KINDS,
] as const;
export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
export const MemberEventKindSchema = Type.Enum(MEMBER_EVENT_KINDS);

export const isSecurityEvent = (kind: MemberEventKind) => (SECURITY_EVENT_KINDS as readonly MemberEventKind[]).includes(kind);

/** The kinds as the preferences page names them. */
export const MEMBER_EVENT_NAMES: Record<MemberEventKind, string> = {
  'deduction-billed': 'ใบเรียกเก็บประจำเดือนออกแล้ว',
  'deduction-posted': 'ผ่านรายการเรียกเก็บประจำเดือนแล้ว',
  'dividend-published': 'ประกาศเงินปันผลและเงินเฉลี่ยคืน',
  'confirmation-opened': 'เปิดให้ยืนยันยอดประจำปี',
  'confirmation-reminder': 'เตือนก่อนปิดการยืนยันยอด',
  'dispute-answered': 'คำตอบเรื่องยอดที่โต้แย้ง',
  'payment-service-decided': 'ผลคำขอบริการชำระเงิน',
  'loan-guarantee-asked': 'มีผู้ขอให้ท่านค้ำประกันเงินกู้',
  'loan-application-progress': 'ความคืบหน้าคำขอกู้เงิน',
  'staff-broadcast': 'ประกาศจากสหกรณ์',
  'new-device': 'เข้าสู่ระบบจากอุปกรณ์ใหม่',
  'password-changed': 'เปลี่ยนรหัสผ่าน',
  'password-reset': 'ตั้งรหัสผ่านใหม่',
  'passkey-added': 'เพิ่มพาสคีย์',
  'passkey-sign-in': 'เข้าสู่ระบบด้วยพาสคีย์',
  'sign-in-failures': 'ใส่รหัสผ่านผิดหลายครั้ง',
};

/** One entry of the member's inbox: its words and the member page it is about. */
export const InboxEntry = Type.Object({
  id: Type.Integer(),
  kind: MemberEventKindSchema,
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  created_at: Type.String(),
  read_at: Nullable(Type.String()),
});
export type InboxEntry = Static<typeof InboxEntry>;

export const InboxPageQuery = Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) });
export type InboxPageQuery = Static<typeof InboxPageQuery>;

export const InboxPageResponse = OkResponse({ data: Type.Array(InboxEntry), unread: Type.Integer(), ...PageInfo });
export type InboxPageResponse = Static<typeof InboxPageResponse>;

export const InboxUnreadResponse = OkResponse({ unread: Type.Integer() });
export type InboxUnreadResponse = Static<typeof InboxUnreadResponse>;

export const InboxReadBody = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }, { additionalProperties: false });
export type InboxReadBody = Static<typeof InboxReadBody>;

/** The member's inbox (issue 25 item 2): entries of the last year, newest first, and their unread count. */
export const memberInboxEndpoints = {
  memberInbox: endpoint({ method: 'GET', path: '/api/member/inbox', access: 'member', query: InboxPageQuery, response: InboxPageResponse }),
  memberInboxUnread: endpoint({ method: 'GET', path: '/api/member/inbox/unread', access: 'member', response: InboxUnreadResponse }),
  memberInboxRead: endpoint({ method: 'POST', path: '/api/member/inbox/read', access: 'member', body: InboxReadBody, response: InboxUnreadResponse }),
  memberInboxReadAll: endpoint({ method: 'POST', path: '/api/member/inbox/read_all', access: 'member', body: NoInput, response: InboxUnreadResponse }),
};
