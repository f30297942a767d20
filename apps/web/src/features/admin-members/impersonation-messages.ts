/**
 * The words the member side shows of an impersonation (its opening page and its end): apart from the console's own,
 * which every member page would otherwise load with the member layout.
 */
export const IMPERSONATION_TEXT = {
  impersonateTitle: 'ดูหน้าจอแทนสมาชิก',
  openFailed: 'เปิดหน้าจอของสมาชิกไม่สำเร็จ',
  backToConsole: 'กลับไปหน้าช่วยเหลือสมาชิก',
  siteHome: 'ไปหน้าแรกของเว็บไซต์',
  ended: 'จบการดูแทนแล้ว',
} as const;
