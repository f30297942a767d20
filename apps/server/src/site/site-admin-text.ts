/** The Thai answers of the console's site administration (issue 13 item 2, decision 032). */
export const SITE_ADMIN_TEXT = {
  saved: 'บันทึกเรียบร้อยแล้ว',
  deleted: 'ลบเรียบร้อยแล้ว',
  nothingToSave: 'ไม่มีรายการที่เปลี่ยนแปลง',
  setAndClear: 'ไม่สามารถบันทึกและคืนค่าเดิมของรายการเดียวกันพร้อมกันได้',
  imageTooLarge: 'รูปภาพต้องมีขนาดไม่เกิน 5 MB',
  signatureMissing: 'ไม่พบไฟล์ลายมือชื่อที่เลือก กรุณาอัปโหลดใหม่',
  logoMissing: 'ไม่พบไฟล์โลโก้ที่เลือก กรุณาอัปโหลดใหม่',
  topicNotFound: 'ไม่พบกระทู้ที่ต้องการ',
  answerNotFound: 'ไม่พบคำตอบที่ต้องการ',
  demandNotFound: 'ไม่พบเรื่องที่ต้องการ',
  answerRequired: 'กรุณากรอกคำตอบก่อนตั้งสถานะเป็น “ตอบกลับแล้ว”',
  electionNotFound: 'ไม่พบการเลือกตั้งที่ต้องการ',
  votingOrder: 'วันเวลาปิดลงคะแนนต้องอยู่หลังวันเวลาเปิดลงคะแนน',
  resultsOrder: 'วันเวลาประกาศผลต้องไม่ก่อนวันเวลาปิดลงคะแนน',
  emptyBody: 'กรุณากรอกเนื้อหา',
} as const;
