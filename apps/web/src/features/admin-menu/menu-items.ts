import type { StaffRole } from '@coop/contract';
import type { SideMenuItem } from '@/components/layouts/side-menu';

/** An entry of the console's menu and the roles that see it; the server refuses the others anyway (403). */
export interface AdminMenuItem extends SideMenuItem {
  roles: readonly StaffRole[];
  /** Other pages this entry stands for in the menu (a tab of its page with an address of its own). */
  alsoAt?: readonly string[];
}

const ALL: readonly StaffRole[] = ['admin', 'editor', 'support', 'auditor'];
/** Balance confirmation: admins run it, support staff answer disputes, the auditor reads (decision 034). */
const CONFIRMATION: readonly StaffRole[] = ['admin', 'support', 'auditor'];
const SUPPORT: readonly StaffRole[] = ['admin', 'support'];
const CONTENT: readonly StaffRole[] = ['admin', 'editor'];
const ADMIN: readonly StaffRole[] = ['admin'];

/** Each staff user's own account (their passkeys, decision 074): opened from the header, beside their name. */
export const ADMIN_ACCOUNT_PATH = '/admin/account';

const CONTENT_GROUP = 'เนื้อหาเว็บไซต์';
const MEMBERS_GROUP = 'บริการสมาชิก';
const SYSTEM_GROUP = 'ดูแลระบบ';

/**
 * The console's menu, in the order staff use it, under three headings so its 21 entries and the logout below them fit
 * a 1280×800 screen; each area adds its entry to its group here.
 */
export const ADMIN_MENU_ITEMS: readonly AdminMenuItem[] = [
  { key: '/admin', to: '/admin', label: 'หน้าแรก', roles: ALL, alsoAt: [ADMIN_ACCOUNT_PATH] },
  { key: '/admin/content', to: '/admin/content', label: 'ข่าวสารและเนื้อหา', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/categories', to: '/admin/categories', label: 'หมวดข่าวสาร', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/menu', to: '/admin/menu', label: 'เมนูเว็บไซต์', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/marquee', to: '/admin/marquee', label: 'ข้อความประกาศ', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/pages', to: '/admin/pages', label: 'ข้อตกลงและแนวปฏิบัติ', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/board', to: '/admin/board', label: 'ดูแลเว็บบอร์ด', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/demands', to: '/admin/demands', label: 'ตอบคำร้อง', group: CONTENT_GROUP, roles: CONTENT },
  { key: '/admin/election', to: '/admin/election', label: 'หน้าการเลือกตั้ง', group: CONTENT_GROUP, roles: CONTENT },
  // the loan products (admins) are reached from the calculators' page, so the menu keeps to the 20 entries that fit
  { key: '/admin/calculators', to: '/admin/calculators', label: 'เครื่องคำนวณเงินกู้และปันผล', group: CONTENT_GROUP, roles: CONTENT, alsoAt: ['/admin/loan-products'] },
  { key: '/admin/members', to: '/admin/members', label: 'ช่วยเหลือสมาชิก', group: MEMBERS_GROUP, roles: SUPPORT },
  { key: '/admin/member-groups', to: '/admin/member-groups', label: 'บัญชีหน่วยงาน', group: MEMBERS_GROUP, roles: SUPPORT },
  { key: '/admin/loan-applications', to: '/admin/loan-applications', label: 'พิจารณาคำขอกู้', group: MEMBERS_GROUP, roles: SUPPORT },
  { key: '/admin/payment-requests', to: '/admin/payment-requests', label: 'คำขอใช้บริการชำระเงิน', group: MEMBERS_GROUP, roles: SUPPORT },
  { key: '/admin/confirmation', to: '/admin/confirmation', label: 'ยืนยันยอดสมาชิก', group: MEMBERS_GROUP, roles: CONFIRMATION },
  { key: '/admin/broadcasts', to: '/admin/broadcasts', label: 'ส่งข่าวและการแจ้งเตือน', group: MEMBERS_GROUP, roles: SUPPORT, alsoAt: ['/admin/notifications'] },
  { key: '/admin/site', to: '/admin/site', label: 'ตั้งค่าเว็บไซต์', group: SYSTEM_GROUP, roles: ADMIN },
  { key: '/admin/staff', to: '/admin/staff', label: 'บัญชีเจ้าหน้าที่', group: SYSTEM_GROUP, roles: ['admin'] },
  { key: '/admin/audit', to: '/admin/audit', label: 'บันทึกการใช้งาน', group: SYSTEM_GROUP, roles: ['admin'] },
  { key: '/admin/import', to: '/admin/import', label: 'นำเข้าข้อมูล', group: SYSTEM_GROUP, roles: ['admin'] },
  { key: '/admin/jobs', to: '/admin/jobs', label: 'งานเบื้องหลัง', group: SYSTEM_GROUP, roles: ADMIN },
];

export const itemsFor = (role: StaffRole | undefined): SideMenuItem[] =>
  ADMIN_MENU_ITEMS.filter((item) => role !== undefined && item.roles.includes(role));

export const ADMIN_MENU_TEXT = {
  navLabel: 'เมนูเจ้าหน้าที่',
  logout: 'ออกจากระบบ',
  home: 'ดูเว็บไซต์',
  menuButton: 'เมนู',
  system: 'ระบบเจ้าหน้าที่',
  idLabel: 'ผู้ใช้',
  account: 'บัญชีของฉัน',
  roles: { admin: 'ผู้ดูแลระบบ', editor: 'ผู้จัดการเนื้อหา', support: 'เจ้าหน้าที่บริการสมาชิก', auditor: 'ผู้สอบบัญชี (ดูอย่างเดียว)' } satisfies Record<StaffRole, string>,
} as const;
