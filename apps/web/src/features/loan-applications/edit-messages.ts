/** The words of the form that changes an application before any guarantor signs, loaded with that form only. */
export const EDIT_TEXT = {
  title: 'แก้ไขคำขอกู้',
  help: 'เมื่อบันทึก ระบบจะตรวจยอดกู้ตามเกณฑ์ของสหกรณ์อีกครั้ง และขอให้ผู้ค้ำประกันทุกคนยินยอมใหม่ตามยอดที่แก้ไข',
  loading: 'กำลังโหลดแบบฟอร์มแก้ไข...',
  keptHelp: 'เอกสารที่ส่งไว้แล้วใช้ต่อได้ เลือกไฟล์ใหม่เฉพาะเอกสารที่ต้องการเปลี่ยน',
  keptFile: (name: string) => `ใช้ไฟล์เดิม: ${name}`,
  save: 'บันทึกการแก้ไข',
  saving: 'กำลังบันทึก...',
  close: 'ไม่แก้ไข',
  impersonating: 'ขณะเข้าดูแทนสมาชิก เจ้าหน้าที่แก้ไขคำขอกู้แทนสมาชิกไม่ได้ สมาชิกต้องเข้าระบบแก้ไขด้วยตนเอง',
  back: 'กลับ',
} as const;
