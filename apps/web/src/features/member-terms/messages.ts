export const TERMS_TEXT = {
  title: 'ข้อตกลงและเงื่อนไขการใช้บริการ',
  loading: 'กำลังโหลดข้อตกลง...',
  failed: 'ไม่สามารถแสดงข้อตกลงได้',
  backToLogon: 'กลับไปหน้าเข้าสู่ระบบ',
} as const;
