export const GROUP_LOGON_TEXT = {
  title: 'เข้าสู่ระบบหน่วยงาน',
  system: 'ระบบตรวจสอบใบแจ้งหนี้สำหรับหน่วยงาน',
  groupNo: 'รหัสหน่วยงาน',
  groupNoHelp: 'รหัสหน่วยงานตามที่สหกรณ์แจ้ง เช่น 00051005',
  password: 'รหัสผ่าน',
  remember: 'จดจำการเข้าสู่ระบบในเครื่องนี้',
  submit: 'เข้าสู่ระบบ',
  submitting: 'กำลังเข้าสู่ระบบ...',
  needGroupNo: 'กรุณากรอกรหัสหน่วยงาน',
  needPassword: 'กรุณากรอกรหัสผ่าน',
  home: 'กลับหน้าหลัก',
} as const;
