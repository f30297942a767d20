/** The Thai answers of the staff console's login (issue 13). */
export const STAFF_TEXT = {
  badCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  locked: (minutes: number) => `มีการพยายามเข้าสู่ระบบผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutes} นาที`,
  // past the account-wide limit: the owner's ways in, which whoever caused the lock does not have (decision 037)
  accountLocked: (minutes: number) =>
    `บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราวอีก ${minutes} นาที เนื่องจากมีการใส่รหัสผ่านผิดเกินกำหนด หากท่านเป็นเจ้าของบัญชี กรุณาเข้าสู่ระบบจากเครื่องที่เคยใช้ หรือกรอกรหัสผ่านพร้อมรหัสสำรองหนึ่งรหัส หรือติดต่อผู้ดูแลระบบให้ปลดล็อก`,
  codeUsed: 'รหัสยืนยันนี้ถูกใช้เข้าสู่ระบบไปแล้ว กรุณารอรหัสถัดไปในแอปยืนยันตัวตนแล้วลองอีกครั้ง',
  unlocked: (username: string) => `ปลดล็อกการเข้าสู่ระบบของ ${username} แล้ว`,
  challengeEnded: 'หมดเวลายืนยันตัวตน กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  // a code lives only its own 30 s (decision 070): one a moment old or early is named, so the owner knows to wait or fix the clock
  codeExpired: 'รหัสยืนยันนี้หมดเวลาแล้ว (แต่ละรหัสใช้ได้ 30 วินาที) กรุณากรอกรหัสชุดใหม่ที่แอปยืนยันตัวตนแสดงอยู่ตอนนี้',
  clockAhead: 'รหัสยืนยันนี้ยังไม่ถึงเวลาใช้ นาฬิกาของโทรศัพท์อาจเดินเร็วกว่าเวลาจริง กรุณาตั้งเวลาของโทรศัพท์เป็นอัตโนมัติ แล้วกรอกรหัสใหม่',
  wrongCode: 'รหัสยืนยันไม่ถูกต้อง กรุณาตรวจสอบรหัสในแอปยืนยันตัวตนแล้วลองอีกครั้ง',
  needCode: 'กรุณากรอกรหัสยืนยัน 6 หลักจากแอปยืนยันตัวตน หรือรหัสสำรอง',
  noRecoveryBeforeEnrolment: 'ยังไม่ได้ตั้งค่าแอปยืนยันตัวตน จึงยังใช้รหัสสำรองไม่ได้',
  loggedIn: 'เข้าสู่ระบบแล้ว',
  loggedOut: 'ออกจากระบบเรียบร้อยแล้ว',
  forbidden: 'ท่านไม่มีสิทธิ์ใช้งานส่วนนี้',
} as const;
