// Words every page of the feature shows; each page's own words are in its *-messages.ts, so a page loads only its own.
import type { GuarantorAnswer, LoanApplicationStatus, LoanDocumentKind } from '@coop/contract';

export const APPLICATION_TEXT = {
  title: 'คำขอกู้เงิน',
  loading: 'กำลังโหลดคำขอกู้เงิน...',
  failed: 'ไม่สามารถโหลดคำขอกู้เงินได้',
  myApplications: 'คำขอกู้ของท่าน',
  noApplications: 'ท่านยังไม่มีคำขอกู้เงิน เลือกประเภทเงินกู้และยอดกู้ได้ที่หน้า "กู้ได้เท่าไร"',
  toEligibility: 'ไปหน้ากู้ได้เท่าไร',
  guaranteeRequests: 'คำขอให้ท่านค้ำประกัน',
  applicationNo: 'เลขที่คำขอ',
  submittedAt: 'วันที่ยื่น',
  amountLine: (amount: string, installments: string) => `${amount} บาท ผ่อน ${installments} งวด`,
  applicantLine: (name: string, amount: string) => `${name} ขอกู้ ${amount} บาท`,
  open: 'ดูรายละเอียด',
  status: {
    awaiting_guarantors: 'รอผู้ค้ำประกันยินยอม',
    awaiting_certification: 'รอหน่วยงานรับรองเงินเดือน',
    awaiting_decision: 'รอสหกรณ์พิจารณา',
    documents_requested: 'สหกรณ์ขอเอกสารเพิ่ม',
    offer_pending: 'รอท่านตอบรับวงเงินที่อนุมัติ',
    approved: 'อนุมัติแล้ว รอจ่ายเงินกู้',
    paid_out: 'จ่ายเงินกู้แล้ว',
    rejected: 'ไม่อนุมัติ',
    cancelled: 'ยกเลิกแล้ว',
  } satisfies Record<LoanApplicationStatus, string>,
  documentsHelp: 'รูปถ่ายหรือไฟล์ PDF ไม่เกิน 5 MB ต่อไฟล์',
  chooseFile: 'เลือกไฟล์',
  noFile: 'ยังไม่ได้เลือกไฟล์',
  documentTooLarge: 'ไฟล์ใหญ่เกิน 5 MB กรุณาเลือกไฟล์ที่เล็กลง',
  documentKinds: { salary_slip: 'สลิปเงินเดือนล่าสุด', id_card: 'สำเนาบัตรประชาชน', other: 'เอกสารอื่นที่สหกรณ์ขอ' } satisfies Record<LoanDocumentKind, string>,
  answer: { pending: 'รอตอบ', accepted: 'ยินยอมแล้ว', declined: 'ปฏิเสธ', withdrawn: 'ยกเลิกแล้ว' } satisfies Record<GuarantorAnswer, string>,
} as const;
