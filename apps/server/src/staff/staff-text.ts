/** The Thai answers of the staff console's login (issue 13). */
export const STAFF_TEXT = {
  badCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  locked: (minutes: number) => `มีการพยายามเข้าสู่ระบบผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutes} นาที`,
  challengeEnded: 'หมดเวลายืนยันตัวตน กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  wrongCode: 'รหัสยืนยันไม่ถูกต้อง กรุณาตรวจสอบรหัสในแอปยืนยันตัวตนแล้วลองอีกครั้ง',
  needCode: 'กรุณากรอกรหัสยืนยัน 6 หลักจากแอปยืนยันตัวตน หรือรหัสสำรอง',
  noRecoveryBeforeEnrolment: 'ยังไม่ได้ตั้งค่าแอปยืนยันตัวตน จึงยังใช้รหัสสำรองไม่ได้',
  loggedIn: 'เข้าสู่ระบบแล้ว',
  loggedOut: 'ออกจากระบบเรียบร้อยแล้ว',
  forbidden: 'ท่านไม่มีสิทธิ์ใช้งานส่วนนี้',
} as const;
