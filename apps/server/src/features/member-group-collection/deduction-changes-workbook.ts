import { DEDUCTION_CHANGE_LABELS, type DeductionChange } from '@coop/contract';
import { thaiMonthYear } from '@coop/thai-format';
import ExcelJS from 'exceljs';

/** The members whose deduction changed since the month before, for the payroll system: one row a change. */
export async function deductionChangesWorkbook(
  changes: readonly DeductionChange[],
  month: { year: number; month: number },
  groupNo: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('ยอดหักที่เปลี่ยน');
  sheet.addRow([`สมาชิกที่ยอดหักเปลี่ยน ประจำเดือน ${thaiMonthYear(month.year, month.month)} หน่วยงาน ${groupNo}`]).font = { bold: true };
  sheet.addRow(['เลขทะเบียน', 'ชื่อ-สกุล', 'หน่วยงาน', 'รายการ', 'สัญญา', 'ยอดเดิม', 'ยอดใหม่']).font = { bold: true };
  for (const c of changes) sheet.addRow([c.membership_no, c.full_name, c.member_group_no, DEDUCTION_CHANGE_LABELS[c.kind], c.detail, c.before, c.after]);
  [12, 30, 12, 24, 16, 14, 14].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  sheet.getColumn(6).numFmt = '#,##0.00';
  sheet.getColumn(7).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
