import {
  BALANCE_KIND_NAMES,
  CAMPAIGN_STATUS_NAMES,
  type ConfirmationCampaign,
  type ConfirmationCounts,
  DISPUTE_STATUS_NAMES,
  type DisputeCase,
  type GroupCounts,
} from '@coop/contract';
import { buddhistYear, formatThaiDate } from '@coop/thai-format';
import ExcelJS from 'exceljs';
import type { LetterLine } from './letter-fingerprint';

const MONEY = '#,##0.00';
const PERCENT = '0.00%';

/** A letter line with who it went to and what they answered. */
export interface ResponseLine extends LetterLine {
  membership_no: string;
  member_name: string;
  member_group_no: string;
  /** null: not answered. */
  agreed: boolean | null;
  reason: string;
  claimed_amount: number | null;
  answered_at: Date | string | null;
  letter_code: string | null;
}

export interface ConfirmationExport {
  coopName: string;
  campaign: ConfirmationCampaign;
  groups: readonly GroupCounts[];
  lines: readonly ResponseLine[];
  disputes: readonly DisputeCase[];
  printedAt: Date;
}

const ANSWER = (agreed: boolean | null) => (agreed === null ? 'ยังไม่ตอบ' : agreed ? 'ถูกต้อง' : 'ไม่ถูกต้อง');
const WHEN = (at: Date | string | null) => (at === null ? '' : formatThaiDate(at, 'short', { withTime: true }));

function countCells(c: ConfirmationCounts) {
  return [c.members, c.answered, c.agreed, c.disputed, c.not_answered, c.members > 0 ? c.answered / c.members : 0];
}

function widths(sheet: ExcelJS.Worksheet, list: readonly number[], formats: Record<number, string> = {}) {
  list.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  for (const [column, format] of Object.entries(formats)) sheet.getColumn(Number(column)).numFmt = format;
}

/**
 * Every answer of a campaign for the auditor: the summary standard 505 asks for (letters sent, answered, agreed,
 * disputed, not answered; in total and per member group), every line of every member as shown and answered, and the
 * dispute cases with the staff's notes. Amounts are numbers, formatted.
 */
export async function confirmationResponsesWorkbook(x: ConfirmationExport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = x.coopName;
  const c = x.campaign;
  const title = `ผลการยืนยันยอดสมาชิก ปี ${buddhistYear(c.year)} ยอดคงเหลือ ณ วันที่ ${formatThaiDate(c.balance_date)}`;

  const summary = book.addWorksheet('สรุป');
  summary.addRow([title]).font = { bold: true };
  summary.addRow([x.coopName]);
  summary.addRow([`เรียน ${c.auditor_name} ผู้สอบบัญชี`]);
  summary.addRow([`สถานะรอบ: ${CAMPAIGN_STATUS_NAMES[c.status]}  ข้อโต้แย้งที่ยังไม่ยุติ ${c.open_disputes} เรื่อง  พิมพ์เมื่อ ${WHEN(x.printedAt)}`]);
  summary.addRow([]);
  summary.addRow(['รหัสหน่วยงาน', 'หน่วยงาน', 'ส่งหนังสือยืนยันยอด', 'ตอบกลับ', 'ยืนยันถูกต้อง', 'โต้แย้ง', 'ไม่ตอบกลับ', 'อัตราการตอบกลับ']).font = { bold: true };
  for (const g of x.groups) summary.addRow([g.member_group_no, g.member_group_name, ...countCells(g)]);
  summary.addRow([null, 'รวมทั้งสิ้น', ...countCells(c.counts)]).font = { bold: true };
  widths(summary, [14, 36, 18, 12, 14, 12, 12, 16], { 8: PERCENT });

  const answers = book.addWorksheet('คำตอบ');
  answers.addRow([
    'เลขทะเบียน', 'ชื่อ-สกุล', 'หน่วยงาน', 'ลำดับ', 'ประเภท', 'เลขที่บัญชี/สัญญา', 'รายการ', 'จำนวนหุ้น', 'จำนวนเงิน',
    'ผลการยืนยัน', 'เหตุผล', 'ยอดที่สมาชิกแจ้ง', 'วันเวลาที่ตอบ', 'รหัสหนังสือ',
  ]).font = { bold: true };
  for (const l of x.lines) {
    answers.addRow([
      l.membership_no, l.member_name, l.member_group_no, l.line_no, BALANCE_KIND_NAMES[l.kind], l.reference, l.description, l.units, l.amount,
      ANSWER(l.agreed), l.reason, l.claimed_amount, WHEN(l.answered_at), l.letter_code ?? '',
    ]);
  }
  widths(answers, [12, 30, 12, 8, 26, 18, 40, 14, 16, 12, 40, 16, 22, 16], { 8: MONEY, 9: MONEY, 12: MONEY });

  const disputes = book.addWorksheet('ข้อโต้แย้ง');
  disputes.addRow([
    'เลขที่เรื่อง', 'เลขทะเบียน', 'ชื่อ-สกุล', 'ลำดับ', 'ประเภท', 'เลขที่บัญชี/สัญญา', 'รายการ', 'ยอดตามหนังสือ', 'ยอดที่สมาชิกแจ้ง',
    'ผลต่าง', 'เหตุผลของสมาชิก', 'สถานะ', 'วันที่เปิดเรื่อง', 'บันทึกของเจ้าหน้าที่',
  ]).font = { bold: true };
  for (const d of x.disputes) {
    const notes = d.events.map((e) => `${WHEN(e.at)} ${e.by} (${DISPUTE_STATUS_NAMES[e.status]}): ${e.note}`).join('\n');
    disputes.addRow([
      d.id, d.membership_no, d.member_name, d.line_no, BALANCE_KIND_NAMES[d.kind], d.reference, d.description, d.amount, d.claimed_amount,
      d.difference, d.reason, DISPUTE_STATUS_NAMES[d.status], WHEN(d.opened_at), notes,
    ]).alignment = { wrapText: true, vertical: 'top' };
  }
  widths(disputes, [10, 12, 30, 8, 26, 18, 40, 16, 16, 14, 40, 22, 22, 60], { 8: MONEY, 9: MONEY, 10: MONEY });
  return Buffer.from(await book.xlsx.writeBuffer());
}
