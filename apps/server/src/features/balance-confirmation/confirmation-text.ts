import { buddhistYear } from '@coop/thai-format';

/** The Thai answers of the member's balance confirmation and the public check of a letter (issue 14, decision 034). */
export const CONFIRMATION_TEXT = {
  noCampaign: (year: number) => `ยังไม่มีการยืนยันยอดของปี ${buddhistYear(year)}`,
  notInCampaign: (year: number) => `ไม่พบรายการยืนยันยอดของท่านในปี ${buddhistYear(year)}`,
  open: 'กรุณาตรวจสอบยอดคงเหลือแต่ละรายการ และยืนยันว่าถูกต้องหรือไม่ถูกต้อง',
  answered: 'ท่านได้ยืนยันยอดของปีนี้แล้ว',
  closed: 'การยืนยันยอดของปีนี้ปิดแล้ว',
  recorded: 'บันทึกการยืนยันยอดเรียบร้อยแล้ว ขอบคุณที่ให้ความร่วมมือ',
  campaignClosed: 'การยืนยันยอดของปีนี้ปิดแล้ว ไม่สามารถบันทึกคำตอบได้',
  alreadyAnswered: 'ท่านได้ยืนยันยอดของปีนี้ไปแล้ว ไม่สามารถยืนยันซ้ำได้',
  linesChanged: 'ยอดคงเหลือมีการปรับปรุงหลังจากที่ท่านเปิดหน้านี้ กรุณาโหลดหน้าใหม่แล้วตรวจสอบอีกครั้ง',
  answerEveryLine: 'กรุณาตอบให้ครบทุกรายการ รายการละหนึ่งครั้ง',
  unknownLine: 'พบรายการที่ไม่อยู่ในหนังสือยืนยันยอดของท่าน กรุณาโหลดหน้าใหม่แล้วตอบอีกครั้ง',
  reasonNeeded: 'กรุณาระบุเหตุผลสำหรับรายการที่ไม่ถูกต้อง',
  badClaimedAmount: 'จำนวนเงินที่ท่านระบุไม่ถูกต้อง กรุณาระบุเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง',
  notAnswered: 'ท่านยังไม่ได้ยืนยันยอดของปีนี้ จึงยังไม่มีหนังสือยืนยันยอดให้พิมพ์',
  noLetter: 'ไม่พบหนังสือยืนยันยอดตามรหัสนี้ กรุณาตรวจสอบรหัสบนหนังสืออีกครั้ง หากถูกต้องแล้ว หนังสือนั้นอาจไม่ได้ออกโดยสหกรณ์',
  evidenceAdded: 'แนบหลักฐานเรียบร้อยแล้ว เจ้าหน้าที่และผู้สอบบัญชีจะใช้ประกอบการตรวจสอบข้อโต้แย้งของท่าน',
  evidenceNotDisputed: 'แนบหลักฐานได้เฉพาะรายการที่ท่านแจ้งว่าไม่ถูกต้อง',
  evidenceResolved: 'ข้อโต้แย้งรายการนี้ยุติแล้ว ไม่สามารถแนบหลักฐานเพิ่มได้',
  evidenceTooMany: 'แนบหลักฐานได้ไม่เกิน 3 ไฟล์ต่อรายการ',
  evidenceNotFound: 'ไม่พบไฟล์หลักฐานนี้',
  tooManyTries: (minutes: number) => `ตรวจสอบรหัสที่ไม่พบบ่อยเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`,
} as const;

/** How the letter and the verification page read an answer. */
export const ANSWER_WORDS = { agreed: 'ถูกต้อง', disputed: 'ไม่ถูกต้อง' } as const;
