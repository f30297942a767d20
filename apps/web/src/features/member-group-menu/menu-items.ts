import type { SideMenuItem } from '@/components/layouts/side-menu';

/** The member-group side menu, the spec's five labels in its order (spec 2.5); the key is the route itself. */
export const MEMBER_GROUP_MENU_ITEMS: readonly SideMenuItem[] = [
  { key: '/membergroup/keeprep', to: '/membergroup/keeprep', label: 'งบหน้าเรียกเก็บ' },
  { key: '/membergroup/delivery_book', to: '/membergroup/delivery_book', label: 'หนังสือนำส่ง' },
  { key: '/membergroup/summarize_rep', to: '/membergroup/summarize_rep', label: 'สรุปยอดเรียกเก็บ' },
  { key: '/membergroup/password', to: '/membergroup/password', label: 'เปลี่ยนรหัสผ่าน' },
  { key: '/membergroup/guide_group', to: '/membergroup/guide_group', label: 'แนวปฏิบัติของตัวแทนหน่วย' },
];

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

/** Spec 2.5: after login the header shows the group number without its first four characters. */
export const shownGroupNo = (memberGroupNo: string) => memberGroupNo.slice(4);
