import {
  BALANCE_KIND_NAMES,
  CAMPAIGN_STATUS_NAMES,
  type ConfirmationCampaign,
  type ConfirmationCounts,
  DISPUTE_STATUS_NAMES,
  type DisputeCase,
  groupLetterCode,
  type GroupCounts,
  REMINDER_ROUND_NAMES,
  type VerifyChainResponse,
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
  /** The answer's place in the campaign's answer chain and its link's hash (decision 084); null: not answered. */
  chain_seq: number | null;
  chain_sha256: string | null;
}

/** A link of the answer chain as the auditor's sheet lists it. */
export interface ChainRow {
  seq: number;
  membership_no: string;
  letter_code: string | null;
  answered_at: Date | string | null;
  prev_sha256: string;
  sha256: string;
}

export interface ConfirmationExport {
  coopName: string;
  campaign: ConfirmationCampaign;
  groups: readonly GroupCounts[];
  lines: readonly ResponseLine[];
  disputes: readonly DisputeCase[];
  chain: readonly ChainRow[];
  verification: VerifyChainResponse;
  /** The reminder rounds and the answers that followed each (decision 084). */
  rounds: readonly { name: string; sent_at: Date | string; reached: number; answered: number; agreed: number; disputed: number; still_silent: number }[];
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

/** A column of a table: its bold heading, its width and, for amounts, its number format. */
type Column = readonly [heading: string, width: number, format?: string];

/** A sheet of one heading row and the rows under it. */
function addTable(book: ExcelJS.Workbook, name: string, columns: readonly Column[], rows: readonly ExcelJS.CellValue[][]) {
  const sheet = book.addWorksheet(name);
  sheet.addRow(columns.map(([heading]) => heading)).font = { bold: true };
  sheet.addRows(rows as ExcelJS.CellValue[][]);
  columns.forEach(([, width, format], i) => {
    const column = sheet.getColumn(i + 1);
    column.width = width;
    if (format) column.numFmt = format;
  });
  return sheet;
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

  const answerRows = x.lines.map((l) => [
    l.membership_no, l.member_name, l.member_group_no, l.line_no, BALANCE_KIND_NAMES[l.kind], l.reference, l.description, l.units, l.amount,
    ANSWER(l.agreed), l.reason, l.claimed_amount, WHEN(l.answered_at), l.letter_code ?? '', l.chain_seq, l.chain_sha256 ?? '',
  ]);
  addTable(book, 'คำตอบ', [
    ['เลขทะเบียน', 12], ['ชื่อ-สกุล', 30], ['หน่วยงาน', 12], ['ลำดับ', 8], ['ประเภท', 26], ['เลขที่บัญชี/สัญญา', 18], ['รายการ', 40],
    ['จำนวนหุ้น', 14, MONEY], ['จำนวนเงิน', 16, MONEY], ['ผลการยืนยัน', 12], ['เหตุผล', 40], ['ยอดที่สมาชิกแจ้ง', 16, MONEY],
    ['วันเวลาที่ตอบ', 22], ['รหัสหนังสือ', 16], ['ลำดับในห่วงโซ่', 12], ['แฮชของคำตอบ (SHA-256)', 68],
  ], answerRows);

  const disputeRows = x.disputes.map((d) => [
    d.id, d.membership_no, d.member_name, d.line_no, BALANCE_KIND_NAMES[d.kind], d.reference, d.description, d.amount, d.claimed_amount,
    d.difference, d.reason, DISPUTE_STATUS_NAMES[d.status], WHEN(d.opened_at),
    d.events.map((e) => `${WHEN(e.at)} ${e.by} (${DISPUTE_STATUS_NAMES[e.status]}): ${e.note}`).join('\n'),
  ]);
  const disputes = addTable(book, 'ข้อโต้แย้ง', [
    ['เลขที่เรื่อง', 10], ['เลขทะเบียน', 12], ['ชื่อ-สกุล', 30], ['ลำดับ', 8], ['ประเภท', 26], ['เลขที่บัญชี/สัญญา', 18], ['รายการ', 40],
    ['ยอดตามหนังสือ', 16, MONEY], ['ยอดที่สมาชิกแจ้ง', 16, MONEY], ['ผลต่าง', 14, MONEY], ['เหตุผลของสมาชิก', 40], ['สถานะ', 22],
    ['วันที่เปิดเรื่อง', 22], ['บันทึกของเจ้าหน้าที่', 60],
  ], disputeRows);
  disputes.eachRow((row, n) => n > 1 && (row.alignment = { wrapText: true, vertical: 'top' }));

  addTable(book, 'รอบการเตือน', [
    ['รอบ', 26], ['ส่งเมื่อ', 22], ['ส่งถึง (คน)', 12], ['ตอบหลังเตือน', 14], ['ถูกต้อง', 10], ['ไม่ถูกต้อง', 12], ['ยังไม่ตอบ', 12],
  ], x.rounds.map((r) => [REMINDER_ROUND_NAMES[r.name] ?? r.name, WHEN(r.sent_at), r.reached, r.answered, r.agreed, r.disputed, r.still_silent]));

  // the chain as recorded, and what recomputing it from the answers found when this workbook was made
  const v = x.verification;
  const chain = book.addWorksheet('ห่วงโซ่คำตอบ');
  chain.addRow([v.rc_des]).font = { bold: true, color: { argb: v.intact ? 'FF1B5E20' : 'FFB71C1C' } };
  for (const p of v.problems) chain.addRow([p.message]);
  chain.addRow([`ลำดับสุดท้าย ${v.head?.seq ?? 0}  แฮชสุดท้าย ${v.head?.sha256 ?? '-'} (เก็บไว้เพื่อตรวจสอบครั้งต่อไป)`]);
  chain.addRow([]);
  chain.addRow(['ลำดับ', 'เลขทะเบียน', 'รหัสหนังสือ', 'วันเวลาที่ตอบ', 'แฮชก่อนหน้า', 'แฮชของคำตอบ']).font = { bold: true };
  for (const l of x.chain) chain.addRow([l.seq, l.membership_no, l.letter_code ? groupLetterCode(l.letter_code) : '', WHEN(l.answered_at), l.prev_sha256, l.sha256]);
  widths(chain, [10, 12, 16, 22, 68, 68]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
