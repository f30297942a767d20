import { MEMBER_SECURITY_PATH, type MemberEventKind } from '@coop/contract';
import { buddhistYear, formatMoney, formatThaiDate, thaiMonthYear } from '@coop/thai-format';

/** What a member reads of an event, in the inbox and on every channel, and the member page it is about. */
export interface EventWords {
  readonly title: string;
  readonly body: string;
  readonly link: string;
}

type Params = Readonly<Record<string, unknown>>;

const num = (p: Params, key: string) => Number(p[key] ?? 0);
const str = (p: Params, key: string) => (typeof p[key] === 'string' ? p[key] : '');
const month = (p: Params) => thaiMonthYear(num(p, 'year'), num(p, 'month'));
const baht = (p: Params, key: string) => `${formatMoney(num(p, key))} บาท`;

/** What the applicant hears at each step of their application (decision 069); later steps add their words here. */
const LOAN_STEP_WORDS: Readonly<Record<string, string>> = {
  submitted: 'ส่งคำขอแล้ว รอผู้ค้ำประกันยินยอม',
  cancelled: 'ยกเลิกคำขอแล้ว',
  guarantor_accepted: 'ผู้ค้ำประกันยินยอมแล้ว',
  guarantor_declined: 'ผู้ค้ำประกันปฏิเสธ กรุณาระบุผู้ค้ำประกันคนใหม่',
  certified: 'หน่วยงานรับรองเงินเดือนแล้ว รอสหกรณ์พิจารณา',
  certification_returned: 'หน่วยงานส่งคืนเพื่อแก้ไข กรุณาอ่านหมายเหตุแล้วส่งกลับ',
  documents_requested: 'สหกรณ์ขอเอกสารเพิ่ม กรุณาส่งเอกสาร',
  documents_added: 'ส่งเอกสารเพิ่มแล้ว รอสหกรณ์พิจารณา',
  approved: 'สหกรณ์อนุมัติคำขอกู้',
  offer_accepted: 'ท่านตอบรับวงเงินที่อนุมัติแล้ว รอทำสัญญา',
  rejected: 'สหกรณ์ไม่อนุมัติคำขอกู้',
  paid_out: 'จ่ายเงินกู้แล้ว',
};

/** Who acted and what they wrote (a guarantor's masked name, staff's reason), or where to read more. */
const loanStepBody = (p: Params) => [str(p, 'who'), str(p, 'note') && `หมายเหตุ: ${str(p, 'note')}`].filter(Boolean).join(' ') || 'กรุณาเข้าระบบเพื่อดูรายละเอียด';

const WORDS: Record<MemberEventKind, (p: Params) => EventWords> = {
  'deduction-billed': (p) => ({
    title: `ใบเรียกเก็บเดือน${month(p)}`,
    body: `ยอดเรียกเก็บเดือนนี้ของท่าน ${baht(p, 'amount')}`,
    link: '/member/kep',
  }),
  'deduction-posted': (p) => ({
    title: `ผ่านรายการเรียกเก็บเดือน${month(p)}แล้ว`,
    body: `สหกรณ์ได้รับเงินเรียกเก็บของท่าน ${baht(p, 'amount')} เรียบร้อยแล้ว`,
    link: '/member/kep',
  }),
  'dividend-published': (p) => ({
    title: `เงินปันผลและเงินเฉลี่ยคืนปี ${buddhistYear(num(p, 'year'))}`,
    body: `เงินปันผล ${baht(p, 'dividend')} เงินเฉลี่ยคืน ${baht(p, 'refund')} รับสุทธิ ${baht(p, 'net')}`,
    link: '/member/dividend',
  }),
  'confirmation-opened': (p) => ({
    title: `เปิดให้ยืนยันยอดประจำปี ${buddhistYear(num(p, 'year'))}`,
    body: 'กรุณาตรวจสอบยอดหุ้น เงินฝาก เงินกู้ และภาระค้ำประกันของท่าน แล้วตอบยืนยันในเว็บไซต์',
    link: '/member/confirmData',
  }),
  'confirmation-reminder': (p) => ({
    title: `อีก ${num(p, 'days')} วันจะปิดการยืนยันยอด`,
    body: `ท่านยังไม่ได้ยืนยันยอดประจำปี ${buddhistYear(num(p, 'year'))} กรุณายืนยันภายในวันที่ ${formatThaiDate(str(p, 'closes_on'))}`,
    link: '/member/confirmData',
  }),
  'dispute-answered': (p) => ({
    title: 'สหกรณ์ตอบเรื่องยอดที่ท่านโต้แย้งแล้ว',
    body: str(p, 'note') || `เรื่องยอดประจำปี ${buddhistYear(num(p, 'year'))} มีความคืบหน้า`,
    link: '/member/confirmData',
  }),
  'payment-service-decided': (p) => ({
    title: p.decision === 'approved' ? 'อนุมัติคำขอบริการชำระเงินแล้ว' : 'ไม่อนุมัติคำขอบริการชำระเงิน',
    body: `บัญชี ${str(p, 'account_no')}${str(p, 'note') ? ` หมายเหตุ: ${str(p, 'note')}` : ''}`,
    link: '/member/requestpromoney',
  }),
  'loan-guarantee-asked': (p) => ({
    title: 'มีสมาชิกขอให้ท่านค้ำประกันเงินกู้',
    body: `${str(p, 'applicant_name')} ขอกู้ ${baht(p, 'amount')} คำขอเลขที่ ${str(p, 'application_no')} กรุณาเข้าระบบเพื่อตอบรับหรือปฏิเสธ`,
    link: `/member/loan-guarantees/${str(p, 'application_no')}`,
  }),
  'loan-application-progress': (p) => ({
    title: `คำขอกู้เลขที่ ${str(p, 'application_no')}: ${LOAN_STEP_WORDS[str(p, 'step')] ?? 'มีความคืบหน้า'}`,
    body: loanStepBody(p),
    link: `/member/loan-applications/${str(p, 'application_no')}`,
  }),
  'staff-broadcast': (p) => ({ title: str(p, 'title'), body: str(p, 'body'), link: str(p, 'link') || '/member/inbox' }),
  'new-device': (p) => ({
    title: 'มีการเข้าสู่ระบบจากอุปกรณ์ใหม่',
    body: `${str(p, 'device')} หากไม่ใช่ท่าน กรุณาเปลี่ยนรหัสผ่านทันที`,
    link: '/member/password',
  }),
  'password-changed': () => ({
    title: 'รหัสผ่านของท่านถูกเปลี่ยนแล้ว',
    body: 'หากท่านไม่ได้เปลี่ยนเอง กรุณาติดต่อสหกรณ์ทันที',
    link: '/member/password',
  }),
  'password-reset': () => ({
    title: 'ตั้งรหัสผ่านใหม่แล้ว',
    body: 'รหัสผ่านของท่านถูกตั้งใหม่ด้วยรหัสยืนยัน หากไม่ใช่ท่าน กรุณาติดต่อสหกรณ์ทันที',
    link: '/member/password',
  }),
  'passkey-added': (p) => ({
    title: 'เพิ่มพาสคีย์สำหรับเข้าสู่ระบบแล้ว',
    body: `พาสคีย์ "${str(p, 'name')}" เข้าสู่ระบบแทนรหัสผ่านได้ หากไม่ใช่ท่าน กรุณาลบพาสคีย์นี้และเปลี่ยนรหัสผ่านทันที`,
    link: MEMBER_SECURITY_PATH,
  }),
  'passkey-sign-in': (p) => ({
    title: 'มีการเข้าสู่ระบบด้วยพาสคีย์',
    body: `ด้วยพาสคีย์ "${str(p, 'name')}" จาก ${str(p, 'device')} หากไม่ใช่ท่าน กรุณาลบพาสคีย์นี้ทันที`,
    link: MEMBER_SECURITY_PATH,
  }),
  'sign-in-failures': (p) => ({
    title: 'มีการใส่รหัสผ่านผิดหลายครั้ง',
    body: `มีผู้พยายามเข้าสู่ระบบด้วยเลขสมาชิกของท่านและใส่รหัสผ่านผิด ${num(p, 'failures')} ครั้ง ล่าสุดเมื่อ ${formatThaiDate(str(p, 'at'), 'long', { withTime: true })} หากไม่ใช่ท่าน กรุณาเปลี่ยนรหัสผ่าน`,
    link: MEMBER_SECURITY_PATH,
  }),
};

/** The words of one member's entry: the event's values, then the member's own (an amount) over them. */
export function eventWords(kind: MemberEventKind, eventParams: Params, memberParams: Params): EventWords {
  return WORDS[kind]({ ...eventParams, ...memberParams });
}
