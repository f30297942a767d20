import { buddhistYear } from '@coop/thai-format';
import { beneficiariesEndpoints } from './beneficiaries';
import { confirmationEndpoints } from './confirmation';
import { cremationDeductionsEndpoints } from './cremation-deductions';
import { dividendsEndpoints } from './dividends';
import { guaranteesEndpoints } from './guarantees';
import { memberLastUpdateEndpoints } from './last-update';
import { lineLinkEndpoints } from './line-link';
import { memberAuthEndpoints, memberPasswordEndpoints } from './member-auth';
import { memberDeductionsEndpoints } from './member-deductions';
import { memberDepositEndpoints } from './member-deposit';
import { memberHomeEndpoints } from './member-home';
import { memberInboxEndpoints } from './member-inbox';
import { memberInsuranceEndpoints } from './member-insurance';
import { loanApplicationReplyEndpoints } from './loan-application-replies';
import { loanApplicationEndpoints } from './loan-applications';
import { loanEligibilityEndpoints } from './loan-eligibility';
import { memberLoanEndpoints } from './member-loan';
import { memberPhotoEndpoints } from './member-photo';
import { memberShareEndpoints } from './member-share';
import { memberStatementsEndpoints } from './member-statements';
import { taxCertificateEndpoints } from './tax-certificates';
import { memberStatusEndpoints } from './member-status';
import { memberWelfareEndpoints } from './member-welfare';
import { notificationPreferencesEndpoints } from './notification-preferences';
import { webPushEndpoints } from './web-push';
import { memberPasskeyEndpoints } from './passkeys';
import { memberSessionEndpoints } from './sessions';
import { memberAccessEndpoints } from './access-record';
import { paymentServiceEndpoints } from './payment-service';

/** What an audit row says beyond who and when: on what, and the before and after it stored. */
export interface AuditFacts {
  target: string;
  before: unknown;
  after: unknown;
}

/** The headings of the console's action filter; an option of a heading filters by the prefix `<group>.`. */
export const AUDIT_GROUPS = {
  staff: 'เจ้าหน้าที่และการเข้าสู่ระบบ',
  impersonation: 'การดูข้อมูลแทนสมาชิก',
  member: 'ช่วยเหลือสมาชิก',
  member_group: 'บัญชีหน่วยงาน',
  notification: 'การแจ้งเตือน',
  content: 'ข่าวสาร เมนู และประกาศ',
  site: 'ตั้งค่าเว็บไซต์',
  election: 'การเลือกตั้ง',
  board: 'เว็บบอร์ด',
  demand: 'คำร้อง',
  payment_service: 'บริการชำระเงิน',
  confirmation: 'ยืนยันยอดสมาชิก',
  import: 'นำเข้าข้อมูล',
  audit: 'บันทึกการใช้งาน',
  jobs: 'งานเบื้องหลัง',
  loan: 'ประเภทเงินกู้และเกณฑ์',
  salary_certification: 'หน่วยงานรับรองเงินเดือน',
  loan_application: 'พิจารณาคำขอกู้',
} as const;
export type AuditGroup = keyof typeof AUDIT_GROUPS;

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown, key: string): string | undefined => {
  const v = field(value, key);
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
};
/** "item:12" → "12": the target's own number without the table's name. */
const idOf = (target: string) => target.slice(target.indexOf(':') + 1);
const member = (f: AuditFacts) => `สมาชิก ${f.target}`;
const quoted = (value: string | undefined) => (value ? ` "${value}"` : '');

const ROLE_NAMES: Record<string, string> = {
  admin: 'ผู้ดูแลระบบ',
  editor: 'ผู้จัดการเนื้อหา',
  support: 'เจ้าหน้าที่บริการสมาชิก',
  auditor: 'ผู้สอบบัญชี',
};
const roleName = (role: string | undefined) => (role ? (ROLE_NAMES[role] ?? role) : undefined);

const ENDED_BECAUSE: Record<string, string> = {
  staff_logout: 'เพราะเจ้าหน้าที่ออกจากระบบ',
  staff_disabled: 'เพราะบัญชีเจ้าหน้าที่ถูกปิด',
  staff_role_changed: 'เพราะบทบาทของเจ้าหน้าที่เปลี่ยน',
  staff_second_factor_reset: 'เพราะตั้งค่าแอปยืนยันตัวตนใหม่',
};

const SECOND_FACTOR: Record<string, string> = { totp: 'รหัสจากแอปยืนยันตัวตน', recovery_code: 'รหัสกู้คืน', passkey: 'พาสคีย์' };
const byMethod = (f: AuditFacts) => {
  const method = SECOND_FACTOR[text(f.after, 'method') ?? ''];
  return method ? ` ด้วย${method}` : '';
};

/** What each member page read through an impersonated session is called: the member pages staff look at. */
const MEMBER_PAGES: readonly (readonly [{ method: string; path: string }, string])[] = [
  [memberHomeEndpoints.memberHome, 'ดูหน้าหลักสมาชิก'],
  [memberStatusEndpoints.memberStatus, 'ดูหน้าข้อมูลส่วนตัว'],
  [memberShareEndpoints.memberShare, 'ดูหน้าหุ้น'],
  [memberLoanEndpoints.memberLoan, 'ดูหน้าเงินกู้'],
  [memberLoanEndpoints.memberLoanStatement, 'ดูรายการเคลื่อนไหวเงินกู้'],
  [loanEligibilityEndpoints.loanEligibility, 'ดูหน้ากู้ได้เท่าไร'],
  [loanEligibilityEndpoints.loanQuote, 'คำนวณค่างวดเงินกู้'],
  [loanApplicationEndpoints.loanApplications, 'ดูหน้าคำขอกู้'],
  [loanApplicationEndpoints.loanApplication, 'ดูคำขอกู้'],
  [loanApplicationEndpoints.loanApplicationDocument, 'เปิดเอกสารแนบคำขอกู้'],
  [loanApplicationEndpoints.loanGuarantorLookup, 'ตรวจผู้ค้ำประกัน'],
  [loanApplicationEndpoints.loanApplicationSubmit, 'ยื่นคำขอกู้'],
  [loanApplicationEndpoints.loanApplicationEdit, 'แก้ไขคำขอกู้'],
  [loanApplicationEndpoints.loanApplicationCancel, 'ยกเลิกคำขอกู้'],
  [loanApplicationEndpoints.loanApplicationGuarantor, 'เปลี่ยนผู้ค้ำประกันในคำขอกู้'],
  [loanApplicationReplyEndpoints.loanApplicationResend, 'ส่งคำขอกู้ให้หน่วยงานรับรองอีกครั้ง'],
  [loanApplicationReplyEndpoints.loanApplicationOffer, 'พยายามตอบรับวงเงินกู้ที่อนุมัติ'],
  [loanApplicationReplyEndpoints.loanApplicationDocumentsAdd, 'พยายามส่งเอกสารเพิ่มในคำขอกู้'],
  [loanApplicationEndpoints.loanGuaranteeRequest, 'ดูคำขอให้ค้ำประกัน'],
  [loanApplicationReplyEndpoints.loanGuaranteeAnswer, 'ตอบคำขอให้ค้ำประกัน'],
  [memberDepositEndpoints.memberDeposit, 'ดูหน้าเงินฝาก'],
  [memberDepositEndpoints.memberDepositStatement, 'ดูรายการเคลื่อนไหวเงินฝาก'],
  [memberDeductionsEndpoints.memberDeductions, 'ดูหน้ารายการเรียกเก็บประจำเดือน'],
  [memberDeductionsEndpoints.memberDeductionsPdf, 'เปิดใบเรียกเก็บประจำเดือน'],
  [guaranteesEndpoints.guarantees, 'ดูหน้าภาระค้ำประกัน'],
  [beneficiariesEndpoints.beneficiaries, 'ดูหน้าผู้รับผลประโยชน์'],
  [dividendsEndpoints.dividends, 'ดูหน้าเงินปันผล'],
  [dividendsEndpoints.dividendSlip, 'เปิดใบแจ้งเงินปันผล (PDF)'],
  [memberStatementsEndpoints.memberStatementPdf, 'เปิดรายการเคลื่อนไหวช่วงวันที่ (PDF)'],
  [memberStatementsEndpoints.memberStatementXlsx, 'เปิดรายการเคลื่อนไหวช่วงวันที่ (Excel)'],
  [taxCertificateEndpoints.housingInterestCertificate, 'เปิดหนังสือรับรองดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัย'],
  [memberWelfareEndpoints.memberWelfare, 'ดูหน้าสวัสดิการ'],
  [memberInsuranceEndpoints.memberInsurance, 'ดูหน้าประกัน'],
  [cremationDeductionsEndpoints.cremationDeductions, 'ดูหน้าฌาปนกิจสงเคราะห์'],
  [memberPhotoEndpoints.memberPhoto, 'ดูรูปประจำตัว'],
  [memberPhotoEndpoints.memberPhotoUpload, 'พยายามเปลี่ยนรูปประจำตัว'],
  [memberPasswordEndpoints.memberPassword, 'พยายามเปลี่ยนรหัสผ่าน'],
  [memberLastUpdateEndpoints.memberLastUpdate, 'ดูวันที่ปรับปรุงข้อมูล'],
  [confirmationEndpoints.memberConfirmData, 'ดูหนังสือยืนยันยอด'],
  [confirmationEndpoints.memberConfirmDataThisYear, 'ดูหนังสือยืนยันยอด'],
  [confirmationEndpoints.memberConfirmAnswer, 'พยายามตอบหนังสือยืนยันยอด'],
  [confirmationEndpoints.memberConfirmEvidenceAdd, 'พยายามแนบหลักฐานข้อโต้แย้งยอด'],
  [confirmationEndpoints.memberConfirmLetter, 'เปิดหนังสือยืนยันยอด (PDF)'],
  [paymentServiceEndpoints.memberPaymentService, 'ดูหน้าบริการชำระเงิน'],
  [paymentServiceEndpoints.memberPaymentServiceRequest, 'พยายามยื่นคำขอบริการชำระเงิน'],
  [memberInboxEndpoints.memberInbox, 'ดูกล่องข้อความ'],
  [memberInboxEndpoints.memberInboxUnread, 'ดูจำนวนข้อความที่ยังไม่อ่าน'],
  [memberInboxEndpoints.memberInboxRead, 'พยายามทำเครื่องหมายว่าอ่านข้อความแล้ว'],
  [memberInboxEndpoints.memberInboxReadAll, 'พยายามทำเครื่องหมายว่าอ่านทุกข้อความแล้ว'],
  [notificationPreferencesEndpoints.memberNotificationSettings, 'ดูหน้าการแจ้งเตือน'],
  [notificationPreferencesEndpoints.memberNotificationSettingsSave, 'พยายามเปลี่ยนการแจ้งเตือน'],
  [webPushEndpoints.memberPushSubscribe, 'พยายามเปิดการแจ้งเตือนบนอุปกรณ์'],
  [webPushEndpoints.memberPushUnsubscribe, 'พยายามปิดการแจ้งเตือนบนอุปกรณ์'],
  [webPushEndpoints.memberPushDevices, 'ดูอุปกรณ์ที่เปิดการแจ้งเตือน'],
  [webPushEndpoints.memberPushTest, 'พยายามส่งข้อความทดสอบ'],
  [memberAuthEndpoints.memberLogout, 'ออกจากการดูแทน'],
  [lineLinkEndpoints.memberLineLink, 'ดูการเชื่อมบัญชี LINE'],
  [lineLinkEndpoints.memberLineLinkStart, 'พยายามเชื่อมบัญชี LINE'],
  [lineLinkEndpoints.memberLineUnlink, 'พยายามยกเลิกการเชื่อมบัญชี LINE'],
  [memberPasskeyEndpoints.memberPasskeys, 'ดูพาสคีย์'],
  [memberPasskeyEndpoints.memberPasskeyCreationOptions, 'พยายามเพิ่มพาสคีย์'],
  [memberPasskeyEndpoints.memberPasskeyRegister, 'พยายามเพิ่มพาสคีย์'],
  [memberPasskeyEndpoints.memberPasskeyRename, 'พยายามเปลี่ยนชื่อพาสคีย์'],
  [memberPasskeyEndpoints.memberPasskeyRemove, 'พยายามลบพาสคีย์'],
  [memberSessionEndpoints.memberSessions, 'ดูอุปกรณ์ที่เข้าสู่ระบบ'],
  [memberSessionEndpoints.memberSessionEnd, 'พยายามออกจากระบบบนอุปกรณ์อื่น'],
  [memberSessionEndpoints.memberSessionEndOthers, 'พยายามออกจากระบบบนอุปกรณ์อื่นทั้งหมด'],
  [memberAccessEndpoints.memberAccess, 'ดูรายการผู้เข้าดูข้อมูล'],
];

const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[a-z_]+/gi, '[^/?]+')}(?:\\?.*)?$`);
const PAGE_MATCHERS = MEMBER_PAGES.map(([e, words]) => ({ method: e.method, pattern: pathPattern(e.path), words }));

/** A call made through an impersonated session, in words: which member page, never its address. */
function viewWords(f: AuditFacts): string {
  const method = text(f.after, 'method') === 'HEAD' ? 'GET' : text(f.after, 'method');
  const path = text(f.after, 'path') ?? '';
  const page = PAGE_MATCHERS.find((m) => m.method === method && m.pattern.test(path))?.words ?? 'ดูข้อมูล';
  const status = Number(text(f.after, 'status') ?? 200);
  const refused = status === 403 ? ' (ระบบไม่อนุญาต)' : status >= 400 ? ' (ไม่สำเร็จ)' : '';
  return `${page}ของ ${f.target}${refused}`;
}

function staffChangeWords(f: AuditFacts): string {
  const changes: string[] = [];
  const name = [text(f.before, 'display_name'), text(f.after, 'display_name')];
  if (name[1] !== undefined && name[0] !== name[1]) changes.push(`ชื่อเป็น "${name[1]}"`);
  const role = [text(f.before, 'role'), text(f.after, 'role')];
  if (role[1] !== undefined && role[0] !== role[1]) changes.push(`บทบาทเป็น${roleName(role[1])}`);
  const disabled = [field(f.before, 'disabled'), field(f.after, 'disabled')];
  if (disabled[1] !== undefined && disabled[0] !== disabled[1]) changes.push(disabled[1] ? 'ปิดบัญชี' : 'เปิดบัญชีอีกครั้ง');
  if (field(f.after, 'password_changed') === true) changes.push('ตั้งรหัสผ่านใหม่');
  return `แก้ไขบัญชีเจ้าหน้าที่ ${f.target}${changes.length ? `: ${changes.join(', ')}` : ''}`;
}

const count = (f: AuditFacts, key: string, unit: string) => {
  const n = text(f.after, key);
  return n === undefined ? '' : ` ${n} ${unit}`;
};

const named = (what: string) => (f: AuditFacts) => `${what} เลขที่ ${idOf(f.target)}`;
const groupPassword = (f: AuditFacts) => (field(f.after, 'generated_password') ? ' (ระบบสร้างรหัสผ่านให้)' : ' (เจ้าหน้าที่กำหนดรหัสผ่าน)');
const decision = (verb: string) => (f: AuditFacts) => `${verb}คำขอบริการชำระเงินของ${member(f)}`;
/** An import's target is `dataset:file name`; the file name is what the person chose. */
const importedFile = (f: AuditFacts) => `ไฟล์ "${idOf(f.target)}" `;
/** A broadcast's target is `broadcast:12`; its title, when the row has it, says which. */
const broadcastOf = (f: AuditFacts) => `เลขที่ ${idOf(f.target)}${quoted(text(f.after, 'title') ?? text(f.before, 'title'))}`;
const because = (f: AuditFacts) => {
  const reason = text(f.after, 'reject_reason');
  return reason ? ` เพราะ${reason}` : '';
};
/** A loan application's decision: its number, and the member's, from the row's after. */
const loanApplication = (f: AuditFacts) => `คำขอกู้เลขที่ ${f.target} ของสมาชิก ${text(f.after, 'membership_no') ?? ''}`;
const upload = (what: string) => (f: AuditFacts) => `อัปโหลด${what}${quoted(text(f.after, 'name'))}`;

interface AuditAction {
  group: AuditGroup;
  /** The action's name in the filter. */
  name: string;
  /** The sentence's verb and object, after who acted. */
  says: (f: AuditFacts) => string;
}

const act = (group: AuditGroup, name: string, says: string | ((f: AuditFacts) => string)): AuditAction => ({
  group,
  name,
  says: typeof says === 'string' ? () => says : says,
});

type ListEdit = 'create' | 'update' | 'move' | 'delete';

/** The four edits of a list the console keeps in order (add, edit, move, delete a row): `<list>_create` and so on. */
const listEdits = <const L extends string>(list: L, group: AuditGroup, row: string, fullRow: string) =>
  ({
    [`${list}_create`]: act(group, `เพิ่ม${row}`, `เพิ่ม${fullRow}`),
    [`${list}_update`]: act(group, `แก้ไข${row}`, named(`แก้ไข${fullRow}`)),
    [`${list}_move`]: act(group, `เลื่อน${row}`, named(`เลื่อนลำดับ${fullRow}`)),
    [`${list}_delete`]: act(group, `ลบ${row}`, named(`ลบ${fullRow}`)),
  }) as Record<`${L}_${ListEdit}`, AuditAction>;

/**
 * Every action the server writes to the audit log, by its code, with its Thai name and sentence. A test reads the
 * server's sources for the codes it writes, so a new action without words here fails it.
 */
export const AUDIT_ACTIONS = {
  'staff.login': act('staff', 'เข้าสู่ระบบ', (f) => `เข้าสู่ระบบเจ้าหน้าที่${byMethod(f)}`),
  'staff.login_failed': act('staff', 'ใส่รหัสผ่านผิด', 'ใส่รหัสผ่านเจ้าหน้าที่ผิด'),
  'staff.second_factor_failed': act('staff', 'ใส่รหัสยืนยันตัวตนผิด', (f) => `ใส่${SECOND_FACTOR[text(f.after, 'method') ?? ''] ?? 'รหัสยืนยันตัวตน'}ผิด${field(f.after, 'reused') ? ' (รหัสที่ใช้ไปแล้ว)' : ''}`),
  'staff.lock_passed': act('staff', 'ผ่านการล็อกด้วยรหัสกู้คืน', 'ใช้รหัสกู้คืนผ่านการล็อกบัญชี'),
  'staff.lock_recovery_failed': act('staff', 'ใช้รหัสกู้คืนผ่านการล็อกไม่สำเร็จ', 'ใช้รหัสกู้คืนผ่านการล็อกบัญชีไม่สำเร็จ'),
  'staff.totp_enrolled': act('staff', 'ตั้งค่าแอปยืนยันตัวตน', 'ตั้งค่าแอปยืนยันตัวตนเสร็จ'),
  'staff.logout': act('staff', 'ออกจากระบบ', 'ออกจากระบบเจ้าหน้าที่'),
  'staff.passkey_added': act('staff', 'เพิ่มพาสคีย์', (f) => `เพิ่มพาสคีย์${quoted(text(f.after, 'name'))} สำหรับยืนยันตัวตน`),
  'staff.passkey_removed': act('staff', 'ลบพาสคีย์', (f) => `ลบพาสคีย์${quoted(text(f.before, 'name'))}`),
  'staff.created': act('staff', 'สร้างบัญชีเจ้าหน้าที่', (f) => `สร้างบัญชีเจ้าหน้าที่ ${f.target}${roleName(text(f.after, 'role')) ? ` บทบาท${roleName(text(f.after, 'role'))}` : ''}`),
  'staff.updated': act('staff', 'แก้ไขบัญชีเจ้าหน้าที่', staffChangeWords),
  'staff.unlock': act('staff', 'ปลดล็อกบัญชีเจ้าหน้าที่', (f) => `ปลดล็อกบัญชีเจ้าหน้าที่ ${f.target}`),
  'staff.second_factor_reset': act('staff', 'ตั้งค่าแอปยืนยันตัวตนใหม่ให้เจ้าหน้าที่', (f) => `ให้ ${f.target} ตั้งค่าแอปยืนยันตัวตนใหม่`),
  'impersonation.request': act('impersonation', 'ขอดูข้อมูลแทนสมาชิก', (f) => `ขอดูข้อมูลแทน${member(f)} เหตุผล${quoted(text(f.after, 'reason'))}`),
  'impersonation.start': act('impersonation', 'เริ่มดูข้อมูลแทนสมาชิก', (f) => `เริ่มดูข้อมูลแทน${member(f)}`),
  'impersonation.view': act('impersonation', 'ดูหน้าของสมาชิกขณะดูแทน', viewWords),
  'impersonation.end': act('impersonation', 'จบการดูแทนสมาชิก', (f) => {
    const cause = ENDED_BECAUSE[text(f.after, 'cause') ?? ''];
    return `จบการดูข้อมูลแทน${member(f)}${cause ? ` ${cause}` : ''}`;
  }),
  'member.search': act('member', 'ค้นหาสมาชิก', (f) => `ค้นหาสมาชิกด้วยคำว่า${quoted(text(f.after, 'query'))} พบ${count(f, 'total', 'คน')}`),
  'member.status_view': act('member', 'ดูสถานะบัญชีสมาชิก', (f) => `ดูสถานะบัญชีของ${member(f)}`),
  'member.unlock': act('member', 'ปลดล็อกบัญชีสมาชิก', (f) => `ปลดล็อกบัญชีของ${member(f)}`),
  'member.end_sessions': act('member', 'ออกจากระบบทุกเครื่องให้สมาชิก', (f) => `ให้${member(f)}ออกจากระบบทุกเครื่อง`),
  'member.force_password_reset': act('member', 'บังคับตั้งรหัสผ่านใหม่', (f) => `บังคับให้${member(f)}ตั้งรหัสผ่านใหม่`),
  'member_group.create': act('member_group', 'สร้างหน่วยงาน', (f) => `สร้างหน่วยงาน ${f.target}${quoted(text(f.after, 'name'))}`),
  'member_group.create_account': act('member_group', 'สร้างบัญชีหน่วยงาน', (f) => `สร้างบัญชีของหน่วยงาน ${f.target}${groupPassword(f)}`),
  'member_group.reset_password': act('member_group', 'ตั้งรหัสผ่านหน่วยงานใหม่', (f) => `ตั้งรหัสผ่านใหม่ให้หน่วยงาน ${f.target}${groupPassword(f)}`),
  'member_group.payroll_layout': act('member_group', 'ตั้งรูปแบบไฟล์สำหรับฝ่ายการเงิน', (f) => `ตั้งรูปแบบไฟล์สำหรับฝ่ายการเงินของหน่วยงาน ${f.target}`),
  'member_group.payroll_export': act('member_group', 'ดาวน์โหลดไฟล์สำหรับฝ่ายการเงิน', (f) => `ดาวน์โหลดไฟล์สำหรับฝ่ายการเงินของหน่วยงาน ${f.target} เดือน ${text(f.after, 'month') ?? ''}/${buddhistYear(Number(text(f.after, 'year')))} เป็น ${text(f.after, 'format') ?? ''}${count(f, 'members', 'ราย')}`),
  'notification.send': act('notification', 'ส่งการแจ้งเตือน', (f) => `ส่งการแจ้งเตือน${quoted(text(f.after, 'title'))}`),
  'notification.broadcast_create': act('notification', 'เขียนข่าวถึงสมาชิก', (f) => `เขียนข่าวถึงสมาชิก ${broadcastOf(f)}`),
  'notification.broadcast_update': act('notification', 'แก้ไขข่าวถึงสมาชิก', (f) => `แก้ไขข่าวถึงสมาชิก ${broadcastOf(f)}`),
  'notification.broadcast_submit': act('notification', 'ส่งข่าวถึงสมาชิกให้อนุมัติ', (f) => `ส่งข่าวถึงสมาชิก ${broadcastOf(f)} ให้อนุมัติ`),
  'notification.broadcast_approve': act('notification', 'อนุมัติข่าวถึงสมาชิก', (f) => `อนุมัติข่าวถึงสมาชิก ${broadcastOf(f)}`),
  'notification.broadcast_reject': act('notification', 'ไม่อนุมัติข่าวถึงสมาชิก', (f) => `ไม่อนุมัติข่าวถึงสมาชิก ${broadcastOf(f)}${because(f)}`),
  'notification.broadcast_cancel': act('notification', 'ยกเลิกข่าวถึงสมาชิก', (f) => `ยกเลิกข่าวถึงสมาชิก ${broadcastOf(f)}`),
  'notification.broadcast_sent': act('notification', 'ส่งข่าวถึงสมาชิกแล้ว', (f) => `ส่งข่าวถึงสมาชิก ${broadcastOf(f)} ถึงสมาชิก${count(f, 'recipients', 'คน')}`),
  'content.item_create': act('content', 'เพิ่มข่าวสาร', 'เพิ่มข่าวสารใหม่'),
  'content.item_update': act('content', 'แก้ไขข่าวสาร', named('แก้ไขข่าวสาร')),
  'content.item_delete': act('content', 'ลบข่าวสาร', named('ลบข่าวสาร')),
  'content.category_create': act('content', 'เพิ่มหมวดข่าวสาร', 'เพิ่มหมวดข่าวสารใหม่'),
  'content.category_update': act('content', 'แก้ไขหมวดข่าวสาร', named('แก้ไขหมวดข่าวสาร')),
  'content.upload_picture': act('content', 'อัปโหลดรูปภาพ', upload('รูปภาพ')),
  'content.upload_attachment': act('content', 'อัปโหลดไฟล์แนบ', upload('ไฟล์แนบ')),
  ...listEdits('content.menu', 'content', 'เมนู', 'เมนูเว็บไซต์'),
  ...listEdits('content.submenu', 'content', 'เมนูย่อย', 'เมนูย่อย'),
  ...listEdits('content.marquee', 'content', 'ข้อความประกาศ', 'ข้อความประกาศ'),
  'loan.product_version_add': act('loan', 'เพิ่มเกณฑ์เงินกู้', (f) => `เพิ่มเกณฑ์ของ${quoted(text(f.after, 'name'))} มีผลตั้งแต่ ${text(f.after, 'effective_from') ?? ''}${field(f.after, 'offered') === false ? ' (งดให้กู้)' : ''}${field(f.after, 'salary_certificate') === false ? ' ไม่ต้องให้หน่วยงานรับรองเงินเดือน' : ''}`),
  'salary_certification.certify': act('salary_certification', 'รับรองเงินเดือนผู้กู้', (f) => `รับรองเงินเดือนของสมาชิก ${text(f.after, 'membership_no') ?? ''} ตามคำขอกู้ ${f.target}`),
  'salary_certification.return': act('salary_certification', 'ส่งคืนคำขอกู้ให้แก้ไข', (f) => `ส่งคืนคำขอกู้ ${f.target} ของสมาชิก ${text(f.after, 'membership_no') ?? ''} ให้แก้ไข${quoted(text(f.after, 'note'))}`),
  'loan_application.round_add': act('loan_application', 'เพิ่มรอบพิจารณาเงินกู้', (f) => `เพิ่มรอบพิจารณาเงินกู้${quoted(text(f.after, 'name'))} ปิดรับ ${text(f.after, 'cutoff_date') ?? ''} ประชุม ${text(f.after, 'committee_date') ?? ''}`),
  'loan_application.approve': act('loan_application', 'อนุมัติคำขอกู้', (f) => `อนุมัติ${loanApplication(f)} ${text(f.after, 'approved_amount') ?? ''} บาท ${text(f.after, 'approved_installments') ?? ''} งวด${text(f.after, 'status') === 'offer_pending' ? ' (ต่ำกว่าที่ขอ รอสมาชิกตอบรับ)' : ''}`),
  'loan_application.request_documents': act('loan_application', 'ขอเอกสารเพิ่มในคำขอกู้', (f) => `ขอเอกสารเพิ่มใน${loanApplication(f)}${quoted(text(f.after, 'note'))}`),
  'loan_application.reject': act('loan_application', 'ไม่อนุมัติคำขอกู้', (f) => `ไม่อนุมัติ${loanApplication(f)} เพราะ${quoted(text(f.after, 'note'))}`),
  'loan_application.view': act('loan_application', 'เปิดดูคำขอกู้', (f) => `เปิดดู${loanApplication(f)}`),
  'loan_application.document_open': act('loan_application', 'เปิดเอกสารคำขอกู้', (f) => `เปิดเอกสาร${quoted(text(f.after, 'name'))} ของ${loanApplication(f)}`),
  'loan_application.export': act('loan_application', 'ส่งออกคำขอกู้ที่อนุมัติ', (f) => `ส่งออกคำขอกู้ที่อนุมัติของรอบ${quoted(text(f.after, 'round'))} เป็น ${text(f.after, 'format') ?? ''}${count(f, 'rows', 'รายการ')}`),
  'site.config_update': act('site', 'แก้ไขการตั้งค่าเว็บไซต์', 'แก้ไขการตั้งค่าเว็บไซต์'),
  'loan.housing_types_update': act('loan', 'กำหนดประเภทเงินกู้เพื่อที่อยู่อาศัย', 'กำหนดประเภทเงินกู้ที่ออกหนังสือรับรองดอกเบี้ยเพื่อลดหย่อนภาษี'),
  'site.calculators_update': act('site', 'แก้ไขเครื่องคำนวณ', 'แก้ไขประเภทเงินกู้และอัตราของเครื่องคำนวณ'),
  'site.page_update': act('site', 'แก้ไขข้อตกลงและแนวปฏิบัติ', 'แก้ไขหน้าข้อตกลงหรือแนวปฏิบัติ'),
  'site.upload_logo': act('site', 'อัปโหลดตราสหกรณ์', 'อัปโหลดตราสหกรณ์ใหม่'),
  'site.upload_signature': act('site', 'อัปโหลดลายมือชื่อ', 'อัปโหลดลายมือชื่อใหม่'),
  'election.create': act('election', 'เพิ่มการเลือกตั้ง', 'เพิ่มการเลือกตั้ง'),
  'election.update': act('election', 'แก้ไขการเลือกตั้ง', named('แก้ไขการเลือกตั้ง')),
  ...listEdits('election.position', 'election', 'ตำแหน่ง', 'ตำแหน่งที่เลือกตั้ง'),
  'election.candidate_create': act('election', 'เพิ่มผู้สมัคร', 'เพิ่มผู้สมัคร'),
  'election.candidate_update': act('election', 'แก้ไขผู้สมัคร', named('แก้ไขผู้สมัคร')),
  'election.candidate_delete': act('election', 'ลบผู้สมัคร', named('ลบผู้สมัคร')),
  ...listEdits('election.place', 'election', 'หน่วยเลือกตั้ง', 'หน่วยเลือกตั้ง'),
  'board.topic_moderate': act('board', 'ซ่อนหรือแสดงกระทู้', named('เปลี่ยนการแสดงกระทู้')),
  'board.topic_delete': act('board', 'ลบกระทู้', named('ลบกระทู้')),
  'board.answer_moderate': act('board', 'ซ่อนหรือแสดงคำตอบ', named('เปลี่ยนการแสดงคำตอบในเว็บบอร์ด')),
  'board.answer_delete': act('board', 'ลบคำตอบ', named('ลบคำตอบในเว็บบอร์ด')),
  'demand.answer': act('demand', 'ตอบคำร้อง', named('ตอบคำร้อง')),
  'payment_service.request': act('payment_service', 'ยื่นคำขอบริการชำระเงิน', 'ยื่นคำขอใช้บริการชำระเงิน'),
  'payment_service.approve': act('payment_service', 'อนุมัติคำขอบริการชำระเงิน', decision('อนุมัติ')),
  'payment_service.reject': act('payment_service', 'ไม่อนุมัติคำขอบริการชำระเงิน', decision('ไม่อนุมัติ')),
  'confirmation.campaign_create': act('confirmation', 'สร้างรอบยืนยันยอด', (f) => `สร้างรอบยืนยันยอดปี ${f.target}${count(f, 'members', 'คน')}`),
  'confirmation.campaign_open': act('confirmation', 'เปิดรอบยืนยันยอด', (f) => `เปิดรอบยืนยันยอดปี ${f.target} ให้สมาชิกตอบ`),
  'confirmation.campaign_close': act('confirmation', 'ปิดรอบยืนยันยอด', (f) => `ปิดรอบยืนยันยอดปี ${f.target}`),
  'confirmation.signoff': act('confirmation', 'ผู้สอบบัญชีรับรองรอบยืนยันยอด', (f) => `รับรองประชากรและยอดของรอบยืนยันยอดปี ${f.target}${count(f, 'members', 'คน')}`),
  'confirmation.answer': act('confirmation', 'ตอบหนังสือยืนยันยอด', (f) => `ตอบหนังสือยืนยันยอดปี ${text(f.after, 'year') ?? ''}${field(f.after, 'disputed') ? ' โดยโต้แย้งบางรายการ' : ' ว่าถูกต้อง'}`),
  'confirmation.evidence_add': act('confirmation', 'แนบหลักฐานข้อโต้แย้ง', (f) => `แนบหลักฐาน${quoted(text(f.after, 'name'))} กับรายการที่โต้แย้งของ${member(f)}`),
  'confirmation.evidence_open': act('confirmation', 'เปิดหลักฐานข้อโต้แย้ง', (f) => `เปิดหลักฐาน${quoted(text(f.after, 'name'))} ของ${member(f)}`),
  'confirmation.dispute_answer': act('confirmation', 'ตอบข้อโต้แย้ง', (f) => `ตอบข้อโต้แย้งยอดของ${member(f)}`),
  'confirmation.export': act('confirmation', 'ดาวน์โหลดผลการยืนยันยอด', (f) => `ดาวน์โหลดผลการยืนยันยอดปี ${text(f.after, 'year') ?? ''}${count(f, 'members', 'คน')}`),
  'import.started': act('import', 'เริ่มนำเข้าข้อมูล', (f) => `เริ่มนำเข้า${importedFile(f)}`),
  'import.imported': act('import', 'นำเข้าข้อมูลสำเร็จ', (f) => `นำเข้า${importedFile(f)}สำเร็จ`),
  'import.rejected': act('import', 'นำเข้าข้อมูลไม่ผ่าน', (f) => `นำเข้า${importedFile(f)}ไม่ผ่าน เพราะไฟล์มีข้อผิดพลาด`),
  'jobs.retry': act('jobs', 'สั่งทำงานเบื้องหลังที่ล้มเหลวใหม่', (f) => `สั่งให้งาน${quoted(text(f.before, 'name'))} ที่ล้มเหลวทำใหม่`),
  'import.failed': act('import', 'นำเข้าข้อมูลล้มเหลว', (f) => `นำเข้า${importedFile(f)}ไม่สำเร็จ`),
  'notification.line_linked': act('notification', 'เชื่อมบัญชี LINE', (f) => `เชื่อมบัญชี LINE กับ${member(f)}`),
  'notification.line_unlinked': act('notification', 'ยกเลิกการเชื่อมบัญชี LINE', (f) => `ยกเลิกการเชื่อมบัญชี LINE ของ${member(f)}${field(f.after, 'cause') === 'unfollow' ? ' เพราะเลิกเป็นเพื่อนกับบัญชีทางการ' : ''}`),
  'audit.export': act('audit', 'ดาวน์โหลดบันทึกการใช้งาน', (f) => `ดาวน์โหลดบันทึกการใช้งาน${count(f, 'rows', 'รายการ')}${field(f.after, 'complete') === false ? ' (ไม่ครบ)' : ''}`),
} satisfies Record<string, AuditAction>;
export type AuditActionCode = keyof typeof AUDIT_ACTIONS;

const ACTIONS: Readonly<Record<string, AuditAction>> = AUDIT_ACTIONS;

/** The Thai name of an action code; an unknown code is named only as "another action", never shown raw. */
export function auditActionName(code: string): string {
  return ACTIONS[code]?.name ?? 'การกระทำอื่น';
}

/** What the actor did, in Thai words: "ดูหน้าเงินกู้ของ 0000002". */
export function auditActionWords(code: string, facts: AuditFacts): string {
  const action = ACTIONS[code];
  return action ? action.says(facts) : `ทำรายการอื่น${facts.target ? ` กับ ${facts.target}` : ''}`;
}
