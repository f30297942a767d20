/** The Thai text of the console's desktop notifications (issue 13 item 5). */
export const ADMIN_NOTIFICATIONS_TEXT = {
  title: 'ส่งการแจ้งเตือน',
  help: 'การแจ้งเตือนจะขึ้นบนหน้าจอของทุกคนที่เปิดเว็บไซต์อยู่ขณะนี้และอนุญาตการแจ้งเตือนไว้ เมื่อกดจะเปิดเนื้อหาที่เชื่อมไว้',
  titleLabel: 'หัวข้อ',
  needTitle: 'กรุณากรอกหัวข้อ',
  bodyLabel: 'ข้อความ',
  urlLabel: 'เนื้อหาที่เชื่อมไว้ (รหัสเนื้อหา)',
  urlHelp: (example: string) => `กดการแจ้งเตือนแล้วจะเปิดหน้า ${example}`,
  preview: 'ตัวอย่าง',
  send: 'ส่งการแจ้งเตือน',
  sending: 'กำลังส่ง...',
} as const;
