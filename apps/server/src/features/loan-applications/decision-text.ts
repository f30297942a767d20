import { formatBaht, formatNumber, formatThaiDate } from '@coop/thai-format';

const terms = (amount: number, installments: number) => `${formatBaht(amount)} บาท ผ่อน ${formatNumber(installments, 0)} งวด`;

/** The Thai answers of the staff's rounds and decisions, and of the member's replies to them (issue 26 item 6). */
export const DECISION_TEXT = {
  roundAdded: (name: string) => `เพิ่มรอบพิจารณา "${name}" เรียบร้อยแล้ว`,
  roundPast: 'วันปิดรับคำขอต้องไม่ก่อนวันนี้ รอบที่ผ่านไปแล้วเพิ่มไม่ได้',
  roundOrder: (last: string) => `วันปิดรับคำขอต้องหลังวันปิดรับของรอบล่าสุด (${formatThaiDate(last)})`,
  committeeBeforeCutoff: 'วันประชุมพิจารณาต้องไม่ก่อนวันปิดรับคำขอ',
  roundNotFound: 'ไม่พบรอบพิจารณานี้',
  notFound: 'ไม่พบคำขอกู้เงินนี้',
  documentNotFound: 'ไม่พบเอกสารนี้',
  /** Another staff user decided first, or the member moved it on: the page the staff user read is out of date. */
  notDecidable: (status: string) => `คำขอนี้ไม่อยู่ในสถานะรอพิจารณาแล้ว (ขณะนี้: ${status}) อาจมีเจ้าหน้าที่ท่านอื่นพิจารณาไปก่อน กรุณาโหลดหน้าใหม่`,
  amountAbove: (asked: number) => `ยอดอนุมัติต้องไม่เกินยอดที่สมาชิกขอ (${formatBaht(asked)} บาท)`,
  installmentsAbove: (asked: number) => `จำนวนงวดที่อนุมัติต้องไม่เกินที่สมาชิกขอ (${formatNumber(asked, 0)} งวด)`,
  rulesNotMet: (finding: string) => `ยอดและจำนวนงวดนี้ไม่ผ่านเกณฑ์ของสหกรณ์ ณ วันนี้: ${finding}`,
  noMember: 'ไม่พบข้อมูลของสมาชิกผู้กู้ จึงตรวจเกณฑ์ไม่ได้',
  approved: (no: string) => `อนุมัติคำขอ ${no} แล้ว ระบบแจ้งสมาชิกแล้ว`,
  offered: (no: string) => `อนุมัติคำขอ ${no} ด้วยวงเงินที่ต่ำกว่าที่ขอ ระบบแจ้งให้สมาชิกตอบรับแล้ว`,
  documentsRequested: (no: string) => `ขอเอกสารเพิ่มในคำขอ ${no} แล้ว ระบบแจ้งสมาชิกแล้ว`,
  rejected: (no: string) => `บันทึกไม่อนุมัติคำขอ ${no} แล้ว ระบบแจ้งสมาชิกแล้ว`,
  /** What the member reads of the decision, on the timeline and in the inbox. */
  approvedNote: (amount: number, installments: number, note: string | undefined) => `อนุมัติ ${terms(amount, installments)}${note ? ` (${note})` : ''}`,
  offerNote: (amount: number, installments: number, note: string | undefined) =>
    `อนุมัติ ${terms(amount, installments)} ซึ่งต่ำกว่าที่ขอ${note ? ` (${note})` : ''} กรุณาตอบรับหรือปฏิเสธในหน้าคำขอ`,
  offerDeclinedNote: 'ท่านไม่รับวงเงินที่อนุมัติ',
  paidOutNote: (contractNo: string) => `สัญญาเงินกู้เลขที่ ${contractNo}`,
  offerAccepted: 'ตอบรับวงเงินที่อนุมัติแล้ว สหกรณ์จะทำสัญญาและจ่ายเงินกู้ต่อไป',
  offerDeclined: 'บันทึกการไม่รับวงเงินแล้ว คำขอนี้สิ้นสุด',
  noOffer: 'คำขอนี้ไม่มีวงเงินที่รอท่านตอบรับ',
  documentsAdded: 'ส่งเอกสารเพิ่มเรียบร้อยแล้ว สหกรณ์จะพิจารณาคำขอต่อ',
  noDocumentsAsked: 'สหกรณ์ไม่ได้ขอเอกสารเพิ่มในคำขอนี้ หรือคำขอสิ้นสุดแล้ว',
} as const;
