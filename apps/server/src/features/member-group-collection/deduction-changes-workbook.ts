import { DEDUCTION_CHANGE_LABELS, type DeductionChange } from '@coop/contract';
import { sumBaht, thaiMonthYear } from '@coop/thai-format';
import ExcelJS from 'exceljs';
import { MONEY, SIGNED_MONEY } from './workbook-formats';

const HEAD = ['เลขทะเบียน', 'ชื่อ-สกุล', 'หน่วยงาน', 'รายการ', 'รายละเอียด', 'ยอดเดิม', 'ยอดใหม่', 'เพิ่ม/ลด', 'ยอดหักรวมเดือนนี้'];
const WIDTHS = [12, 30, 12, 28, 22, 14, 14, 14, 18];
const [CHANGE_COLUMN, NEW_TOTAL_COLUMN] = [8, 9];

/**
 * The members whose deduction changed since the month before, for the payroll system: one row a change, with the
 * change signed and the member's whole deduction this month (what payroll keys in). The changes are summed by a
 * formula below the filtered rows, and that sum is the difference of the two months' bills.
 */
export async function deductionChangesWorkbook(
  dashboard: { changes: readonly DeductionChange[]; latest: { year: number; month: number; amount: number }; previous: { amount: number } | null; difference: number | null },
  groupNo: string,
): Promise<Buffer> {
  const { changes, latest } = dashboard;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('ยอดหักที่เปลี่ยน', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.addRow([`สมาชิกที่ยอดหักเปลี่ยน ประจำเดือน ${thaiMonthYear(latest.year, latest.month)} หน่วยงาน ${groupNo}`]).font = { bold: true };
  sheet.addRow([]);
  const head = sheet.addRow(HEAD);
  head.font = { bold: true };
  WIDTHS.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  for (const c of changes) {
    sheet.addRow([c.membership_no, c.full_name, c.member_group_no, DEDUCTION_CHANGE_LABELS[c.kind], c.detail, c.before, c.after, c.change, c.new_total]);
  }
  const [first, last] = [head.number + 1, head.number + Math.max(changes.length, 1)];
  sheet.autoFilter = { from: { row: head.number, column: 1 }, to: { row: last, column: HEAD.length } };
  [6, 7, NEW_TOTAL_COLUMN].forEach((c) => (sheet.getColumn(c).numFmt = MONEY));
  sheet.getColumn(CHANGE_COLUMN).numFmt = SIGNED_MONEY;
  // below the filter's range, so sorting and filtering never move them
  sheet.addRow([]);
  const column = sheet.getColumn(CHANGE_COLUMN).letter;
  const sum = sheet.addRow([null, 'รวมที่เปลี่ยน', null, null, null, null, null, { formula: `SUM(${column}${first}:${column}${last})`, result: sumBaht(changes.map((c) => c.change)) }]);
  sum.font = { bold: true };
  if (dashboard.previous) {
    sheet.addRow([null, 'ยอดเรียกเก็บเดือนก่อน', null, null, null, null, null, dashboard.previous.amount]).getCell(CHANGE_COLUMN).numFmt = MONEY;
    sheet.addRow([null, 'ยอดเรียกเก็บเดือนนี้', null, null, null, null, null, latest.amount]).getCell(CHANGE_COLUMN).numFmt = MONEY;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
