/** The words of the form that changes an application before any guarantor signs, loaded with that form only. */
export const EDIT_TEXT = {
  title: 'แก้ไขคำขอกู้',
  help: 'เมื่อบันทึก ระบบจะตรวจยอดกู้ตามเกณฑ์ของสหกรณ์อีกครั้ง และขอให้ผู้ค้ำประกันทุกคนยินยอมใหม่ตามยอดที่แก้ไข',
  save: 'บันทึกการแก้ไข',
  saving: 'กำลังบันทึก...',
  close: 'ไม่แก้ไข',
} as const;
