/** Spec 8: the login toast. */
export const LOGIN_SUCCESS_MESSAGE = 'เข้าสู่ระบบแล้ว';

export const LOGON_TEXT = {
  title: 'เข้าสู่ระบบสมาชิก',
  system: 'ระบบสมาชิก Online',
  membershipNo: 'เลขทะเบียนสมาชิก',
  membershipNoHelp: 'ตัวเลขไม่เกิน 7 หลัก ระบบจะเติม 0 ข้างหน้าให้ครบ เช่น 123 เป็น 0000123',
  password: 'รหัสผ่าน',
  remember: 'จดจำการเข้าสู่ระบบในเครื่องนี้',
  submit: 'เข้าสู่ระบบ',
  submitting: 'กำลังเข้าสู่ระบบ...',
  needMembershipNo: 'กรุณากรอกเลขทะเบียนสมาชิก',
  needPassword: 'กรุณากรอกรหัสผ่าน',
  register: 'ลงทะเบียนใช้งานครั้งแรก',
  forgot: 'ลืมรหัสผ่าน',
  home: 'กลับหน้าหลัก',
  or: 'หรือ',
  // not containing the submit button's words, which people and tests look for by name
  passkey: 'ใช้พาสคีย์แทนรหัสผ่าน',
  passkeyWorking: 'กำลังรอลายนิ้วมือหรือใบหน้า...',
  passkeyFor: (membershipNo: string) => `พาสคีย์ของเลขทะเบียน ${membershipNo} บนอุปกรณ์นี้`,
  passkeyCancelled: 'ยกเลิกการเข้าสู่ระบบด้วยพาสคีย์แล้ว ท่านเข้าสู่ระบบด้วยรหัสผ่านได้',
  passkeyFailed: 'เข้าสู่ระบบด้วยพาสคีย์ไม่สำเร็จ กรุณาลองใหม่ หรือเข้าสู่ระบบด้วยรหัสผ่าน',
  recaptchaFailed: 'ไม่สามารถโหลดช่องยืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติได้ กรุณาโหลดหน้านี้ใหม่',
} as const;
