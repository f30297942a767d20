export const INBOX_TEXT = {
  noEntry: 'ไม่พบข้อความนี้ในกล่องข้อความของท่าน',
} as const;
