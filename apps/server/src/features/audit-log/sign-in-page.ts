import type { SignInListResponse, SignInQuery } from '@coop/contract';
import type { SignInRefusal, SignInWay } from '../../auth/sign-in-record';
import { findSignIns } from '../../db/repositories/access-record-repository';
import type { DomainContext } from '../../domain/context';
import { pageInfo } from '../../http/page-query';
import { auditFilter } from './audit-filter';

const PAGE_SIZE = 50;

const WAY: Record<SignInWay, string> = {
  password: 'ด้วยรหัสผ่าน',
  passkey: 'ด้วยพาสคีย์',
  registration: 'หลังยืนยันตัวตน (ลงทะเบียนหรือตั้งรหัสผ่านใหม่)',
};
const REFUSAL: Record<SignInRefusal, string> = {
  'bad-credentials': 'เลขทะเบียนหรือรหัสผ่านไม่ถูกต้อง',
  locked: 'ถูกระงับชั่วคราวเพราะใส่รหัสผ่านผิดเกินกำหนด',
  recaptcha: 'ไม่ผ่านการยืนยันว่าไม่ใช่โปรแกรมอัตโนมัติ',
  'passkey-refused': 'พาสคีย์ไม่ผ่านการตรวจสอบ',
};

/** Member and member-group sign-ins, good and refused, newest first, filtered: the audit log's sign-in view (decision 078). */
export async function signInPage({ db }: DomainContext, query: SignInQuery): Promise<SignInListResponse> {
  const page = Number(query.page ?? '1');
  const at = { page, pageSize: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  // the audit log's own reading of Thai calendar days, with its Thai 400 for a day not in the calendar
  const { from, until } = auditFilter({ from: query.from, to: query.to });
  const { rows, total } = await findSignIns(
    db,
    { area: query.area || undefined, subject: query.subject || undefined, outcome: query.outcome || undefined, from, until },
    at.offset,
    at.pageSize,
  );
  return {
    rc_code: '1',
    data: rows.map((r) => {
      const who = `${r.area === 'member' ? 'สมาชิก' : 'หน่วยงาน'} ${r.subject}`;
      const way = WAY[r.what as SignInWay] ?? '';
      const succeeded = r.event === 'sign-in';
      const sentence = succeeded ? `${who} เข้าสู่ระบบ${way}` : `${who} เข้าสู่ระบบ${way}ไม่สำเร็จ: ${REFUSAL[r.detail as SignInRefusal] ?? 'ไม่ทราบสาเหตุ'}`;
      return { id: r.id, at: r.at.toISOString(), area: r.area, subject: r.subject, succeeded, sentence, ip: r.ip, device: r.device };
    }),
    ...pageInfo(at, total),
    total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
