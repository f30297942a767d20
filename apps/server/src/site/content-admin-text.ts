/** The Thai answers of the console's content management (issue 13, item 2). */
export const CONTENT_TEXT = {
  saved: 'บันทึกเรียบร้อยแล้ว',
  deleted: 'ลบเรียบร้อยแล้ว',
  moved: 'เปลี่ยนลำดับเรียบร้อยแล้ว',
  cannotMove: 'ไม่สามารถเลื่อนลำดับไปทางนั้นได้อีก',
  menuNotFound: 'ไม่พบเมนูที่ต้องการ',
  subMenuNotFound: 'ไม่พบเมนูย่อยที่ต้องการ',
  parentNotGroup: 'เมนูหลักที่เลือกไม่ใช่กลุ่มเมนู (ต้องตั้งเป็นเมนูที่มีเมนูย่อยก่อน)',
  marqueeNotFound: 'ไม่พบข้อความประกาศที่ต้องการ',
  categoryNotFound: 'ไม่พบหมวดข่าวสารที่ต้องการ',
  itemNotFound: 'ไม่พบข่าวสารที่ต้องการ',
  emptyBody: 'กรุณากรอกเนื้อหาข่าวสาร',
  tooLarge: 'ไฟล์ต้องมีขนาดไม่เกิน 10 MB',
  notDocument: 'ไฟล์แนบต้องเป็นเอกสาร PDF, Word (DOCX) หรือ Excel (XLSX) เท่านั้น',
} as const;
