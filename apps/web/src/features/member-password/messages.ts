export const PASSWORD_TEXT = {
  title: 'เปลี่ยนรหัสผ่าน',
  oldPassword: 'รหัสผ่านเดิม',
  newPassword: 'รหัสผ่านใหม่',
  confirmPassword: 'ยืนยันรหัสผ่านใหม่',
  needOldPassword: 'กรุณากรอกรหัสผ่านเดิม',
  submit: 'บันทึกรหัสผ่านใหม่',
  submitting: 'กำลังบันทึก...',
  afterChange: 'เมื่อเปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบไว้จะต้องเข้าสู่ระบบใหม่',
  /** Spec 8: the titles of the password-change toasts. */
  errorTitle: 'Error',
} as const;
