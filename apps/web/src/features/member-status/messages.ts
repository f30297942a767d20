export const STATUS_TEXT = {
  title: 'ข้อมูลส่วนตัว',
  loading: 'กำลังโหลดข้อมูลสมาชิก...',
  failed: 'ไม่สามารถแสดงข้อมูลสมาชิกได้',
  none: 'ไม่พบข้อมูลสมาชิก กรุณาติดต่อสหกรณ์',
  membershipSection: 'ข้อมูลการเป็นสมาชิก',
  personalSection: 'ข้อมูลบุคคล',
  contactSection: 'ข้อมูลการติดต่อ',
  membershipNo: 'เลขทะเบียนสมาชิก',
  memberStatus: 'สถานภาพสมาชิก',
  memberDate: 'วันที่เป็นสมาชิก',
  group: 'หน่วยงาน / สังกัด',
  position: 'ตำแหน่ง',
  salary: 'เงินเดือน',
  baht: 'บาท',
  birthDate: 'วันเกิด',
  sex: 'เพศ',
  idCard: 'เลขประจำตัวประชาชน',
  address: 'ที่อยู่',
  phone: 'โทรศัพท์',
  email: 'อีเมล',
  blank: '-',
  /** The status the core banking system gives an active member. */
  activeStatus: 'ปกติ',
} as const;

export const SEX_TEXT: Readonly<Record<string, string>> = { M: 'ชาย', F: 'หญิง' };
