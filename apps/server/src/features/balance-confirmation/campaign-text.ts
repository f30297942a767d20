import { buddhistYear, formatNumber } from '@coop/thai-format';

/** The Thai of the console's balance confirmation campaigns and dispute answers (issue 14). */
export const CAMPAIGN_TEXT = {
  created: (members: number, lines: number) =>
    `สร้างรอบยืนยันยอดเรียบร้อยแล้ว สมาชิก ${formatNumber(members, 0)} ราย ${formatNumber(lines, 0)} รายการ (สถานะร่าง สมาชิกยังไม่เห็นจนกว่าจะเปิดรอบ)`,
  yearTaken: (year: number) => `ปี ${buddhistYear(year)} มีรอบยืนยันยอดอยู่แล้ว ไม่สามารถสร้างซ้ำได้`,
  unknownMembers: (nos: readonly string[], more: number) =>
    `ไม่พบเลขทะเบียนสมาชิก ${nos.join(', ')}${more > 0 ? ` และอีก ${more} รายการ` : ''} กรุณาตรวจสอบรายชื่อ`,
  emptyList: 'กรุณาระบุเลขทะเบียนสมาชิกอย่างน้อยหนึ่งราย หรือเลือกสมาชิกทั้งหมด',
  blankAuditor: 'กรุณาระบุชื่อผู้สอบบัญชีที่หนังสือยืนยันยอดจะส่งถึง',
  answerByTooEarly: 'วันที่ขอให้สมาชิกตอบต้องอยู่หลังวันที่ของยอด',
  noCampaign: 'ไม่พบรอบยืนยันยอดนี้',
  opened: 'เปิดรอบยืนยันยอดแล้ว สมาชิกเห็นหนังสือยืนยันยอดและตอบได้ตั้งแต่บัดนี้',
  closed: 'ปิดรอบยืนยันยอดแล้ว สมาชิกดูได้แต่ตอบไม่ได้อีก',
  cannotOpen: 'เปิดได้เฉพาะรอบที่อยู่ในสถานะร่างเท่านั้น',
  cannotClose: 'ปิดได้เฉพาะรอบที่เปิดอยู่เท่านั้น',
  notSignedOff: 'ผู้สอบบัญชียังไม่ได้รับรองรายชื่อสมาชิกและยอดของรอบนี้ จึงยังเปิดรอบไม่ได้',
  snapshotChangedSinceSignOff: 'ยอดของรอบนี้เปลี่ยนไปหลังผู้สอบบัญชีรับรอง ต้องให้ผู้สอบบัญชีรับรองใหม่ก่อนเปิดรอบ',
  snapshotChangedWhileRead: 'ยอดของรอบนี้เปลี่ยนไประหว่างที่ท่านตรวจ กรุณาตรวจรายชื่อและยอดใหม่อีกครั้งก่อนรับรอง',
  signOffOnlyDraft: 'รับรองได้เฉพาะรอบที่ยังไม่เปิดให้สมาชิกตอบ',
  signOffEmpty: 'รอบนี้ยังไม่มีรายการยอด จึงยังรับรองไม่ได้',
  signedOff: 'รับรองรายชื่อสมาชิกและยอดของรอบนี้แล้ว เจ้าหน้าที่เปิดรอบได้',
  noDispute: 'ไม่พบข้อโต้แย้งนี้',
  noteNeeded: 'กรุณาระบุบันทึกคำตอบ เพื่อแจ้งให้สมาชิกทราบ',
  disputeAnswered: 'บันทึกคำตอบข้อโต้แย้งเรียบร้อยแล้ว',
  /** Line descriptions the snapshot writes. */
  shareLine: 'ทุนเรือนหุ้น',
  guaranteeGiven: 'ค้ำประกันเงินกู้ของ ',
  guaranteeReceived: 'ผู้ค้ำประกัน ',
} as const;
