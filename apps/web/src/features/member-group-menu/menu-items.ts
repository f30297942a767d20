import type { SideMenuItem } from '@/components/layouts/side-menu';
import { MEMBER_GROUP_HOME_PATH } from '@/lib/auth/member-group-paths';

/** A menu entry whose active-menu key is its route. */
const routeItem = (to: string, label: string): SideMenuItem => ({ key: to, to, label });

export const MEMBER_GROUP_MENU_TEXT = {
  navLabel: 'เมนูหน่วยงาน',
  logout: 'ออกจากระบบ',
  home: 'กลับหน้าหลัก',
  /** The header's menu button (spec 2.5). */
  menuButton: 'เมนู',
  system: 'ระบบตรวจสอบใบแจ้งหนี้สำหรับหน่วยงาน',
  /** Before the group's number in the header (spec 2.5). */
  groupLabel: 'หน่วยงาน',
  dashboard: 'ภาพรวมเดือนล่าสุด',
} as const;

/**
 * The member-group side menu: the way back to the dashboard, the spec's five labels in its order (spec 2.5), with the
 * salary certificates of the group's loan applicants (decision 072) after the collection reports.
 */
export const MEMBER_GROUP_MENU_ITEMS: readonly SideMenuItem[] = [
  routeItem(MEMBER_GROUP_HOME_PATH, MEMBER_GROUP_MENU_TEXT.dashboard),
  routeItem('/membergroup/keeprep', 'งบหน้าเรียกเก็บ'),
  routeItem('/membergroup/delivery_book', 'หนังสือนำส่ง'),
  routeItem('/membergroup/summarize_rep', 'สรุปยอดเรียกเก็บ'),
  routeItem('/membergroup/loan-certifications', 'รับรองเงินเดือนผู้กู้'),
  routeItem('/membergroup/password', 'เปลี่ยนรหัสผ่าน'),
  routeItem('/membergroup/guide_group', 'แนวปฏิบัติของตัวแทนหน่วย'),
];

/** Spec 2.5: after login the header shows the group number without its first four characters. */
export const shownGroupNo = (memberGroupNo: string) => memberGroupNo.slice(4);
