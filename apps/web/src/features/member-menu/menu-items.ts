export interface MemberMenuItem {
  /** The active-menu key of the item's route (spec 2.4). */
  key: string;
  to: string;
  label: string;
}

/** The member side menu, in the spec's order (spec 2.4). */
export const MEMBER_MENU_ITEMS: readonly MemberMenuItem[] = [
  { key: '1', to: '/member/status', label: 'ข้อมูลส่วนตัว' },
  { key: '2', to: '/member/share', label: 'ทุนเรือนหุ้น' },
  { key: '3', to: '/member/loan', label: 'หนี้เงินกู้' },
  { key: '4', to: '/member/deposit', label: 'เงินฝาก' },
  { key: '5', to: '/member/kep', label: 'รายการเรียกเก็บประจำเดือน' },
  { key: '6', to: '/member/coll', label: 'ภาระค้ำประกัน' },
  { key: '7', to: '/member/dividend', label: 'เงินปันผล-เฉลี่ยคืน' },
  { key: '8', to: '/member/gian', label: 'ผู้รับผลประโยชน์' },
  { key: '10', to: '/member/welfare', label: 'สวัสดิการสมาชิก' },
  { key: '13', to: '/member/requestpromoney', label: 'ขอเปิดใช้บริการชำระเงิน' },
  { key: '14', to: '/member/confirmData', label: 'หนังสือยืนยันยอด' },
  { key: '15', to: '/member/inbox', label: 'กล่องข้อความ' },
  { key: '16', to: '/member/notifications', label: 'การแจ้งเตือน' },
  { key: '17', to: '/member/security', label: 'ความปลอดภัย' },
  { key: '18', to: '/member/access', label: 'ใครเข้าดูข้อมูลของฉัน' },
  { key: '9', to: '/member/password', label: 'เปลี่ยนรหัสผ่าน' },
];

/** The heading for a member page from its menu key: the menu label, or a general one for pages off the menu. */
export function memberPageTitle(key: string): string {
  return MEMBER_MENU_ITEMS.find((item) => item.key === key)?.label ?? 'ข้อมูลสมาชิก';
}

export const MEMBER_MENU_TEXT = {
  navLabel: 'เมนูสมาชิก',
  logout: 'ออกจากระบบ',
  home: 'กลับหน้าหลัก',
} as const;
