/**
 * The words of the application page's replies to the clerk and to staff: the resend after a return, the answer to a
 * lower offer, a document staff asked for. Apart from the page's own words, so they load with those forms only.
 */
export const REPLY_TEXT = {
  resendTitle: 'แก้ไขแล้วส่งให้หน่วยงานรับรองอีกครั้ง',
  resendHelp: 'หน่วยงานส่งคืนคำขอนี้ (ดูหมายเหตุในความคืบหน้า) แนบเอกสารที่แก้ไข หรือเขียนข้อความถึงหน่วยงาน แล้วกดส่ง ยอดกู้และผู้ค้ำประกันคงเดิม หากต้องการเปลี่ยนยอดกู้ กรุณายกเลิกแล้วยื่นคำขอใหม่',
  resendNote: 'ข้อความถึงหน่วยงาน',
  resendEmpty: 'กรุณาแนบเอกสารที่แก้ไข หรือเขียนข้อความถึงหน่วยงาน อย่างน้อยหนึ่งอย่าง',
  resend: 'ส่งให้หน่วยงานรับรองอีกครั้ง',
  offerTitle: 'สหกรณ์อนุมัติวงเงินต่ำกว่าที่ท่านขอ',
  offerText: (amount: string, installments: string) => `สหกรณ์อนุมัติ ${amount} บาท ผ่อน ${installments} งวด หากตอบรับ สหกรณ์จะทำสัญญาและจ่ายเงินกู้ตามวงเงินนี้`,
  acceptOffer: 'ตอบรับวงเงินนี้',
  declineOffer: 'ไม่รับวงเงินนี้',
  declineConfirm: 'ยืนยันไม่รับวงเงินที่อนุมัติ? คำขอนี้จะสิ้นสุด หากต้องการกู้ต้องยื่นคำขอใหม่',
  requestTitle: 'สหกรณ์ขอเอกสารเพิ่ม',
  documentKind: 'ชนิดเอกสาร',
  documentFile: 'ไฟล์เอกสาร (รูปภาพหรือ PDF ไม่เกิน 5 MB)',
  noFilePicked: 'กรุณาเลือกไฟล์เอกสาร',
  fileTooLarge: 'ไฟล์เอกสารต้องมีขนาดไม่เกิน 5 MB',
  sendDocument: 'ส่งเอกสาร',
} as const;
