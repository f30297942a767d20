import type { AccessPageQuery, AccessPageResponse } from '@coop/contract';
import type { StaffReadKind } from '../../audit/audit-log';
import { findStaffReadsOf } from '../../db/repositories/access-record-repository';
import { type DomainContext, memberActor } from '../../domain/context';
import { pageInfo } from '../../http/page-query';

const PAGE_SIZE = 20;

/** What each kind of staff read was, as the member reads it (decision 078). */
const WHAT: Record<StaffReadKind, string> = {
  search: 'พบชื่อของท่านในการค้นหารายชื่อสมาชิก',
  status: 'ดูสถานะการใช้งานระบบของท่าน (การเข้าสู่ระบบและอุปกรณ์ที่เข้าสู่ระบบ)',
  impersonation: 'เข้าดูข้อมูลของท่านในมุมมองของสมาชิก (ไม่เกิน 30 นาที)',
  'loan-application': 'เปิดดูคำขอกู้ที่มีชื่อของท่าน (ในฐานะผู้กู้หรือผู้ค้ำประกัน)',
  'loan-document': 'เปิดเอกสารแนบคำขอกู้ของท่าน',
  'loan-export': 'ส่งออกรายการคำขอกู้ที่อนุมัติซึ่งมีชื่อของท่าน',
  'confirmation-export': 'ส่งออกผลการยืนยันยอดของท่านให้ผู้สอบบัญชี',
};

/** A staff user since removed is still someone at the cooperative; their look stays on the list. */
const FORMER_STAFF = 'เจ้าหน้าที่สหกรณ์';

/** ใครเข้าดูข้อมูลของฉัน: who at the cooperative looked at the signed-in member's data, newest first, a page at a time. */
export async function memberAccessList(context: DomainContext, query: AccessPageQuery): Promise<AccessPageResponse> {
  const page = Number(query.page ?? '1');
  const at = { page, pageSize: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const { rows, total } = await findStaffReadsOf(context.db, memberActor(context), at.offset, at.pageSize);
  return {
    rc_code: '1',
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staff_name: r.display_name ?? FORMER_STAFF,
      what: WHAT[r.what as StaffReadKind] ?? 'ดูข้อมูลของท่าน',
      detail: r.detail,
    })),
    ...pageInfo(at, total),
    total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
