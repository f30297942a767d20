/** What the web board tells visitors. */
export const TOPIC_NOT_FOUND = 'ไม่พบกระทู้ที่ต้องการ';
export const TOPIC_CLOSED = 'กระทู้นี้ปิดรับคำตอบแล้ว';
export const TOPIC_POSTED = 'ตั้งกระทู้เรียบร้อยแล้ว';
export const ANSWER_POSTED = 'ตอบกระทู้เรียบร้อยแล้ว';
