import type { CoverSheetAmounts, CoverSheetMember } from '@coop/contract';
import { sumBaht, thaiMonthYear } from '@coop/thai-format';
import ExcelJS from 'exceljs';
import type { CoverSheetPrintData } from './cover-sheet-document';

const MONEY = '#,##0.00';
const HEAD = [
  'ลำดับ', 'หน่วยงาน', 'เลขทะเบียน', 'ชื่อ-สกุล', 'งวดหุ้น', 'ค่าหุ้น',
  'สัญญาเงินกู้', 'ประเภทเงินกู้', 'งวด', 'เงินต้น', 'ดอกเบี้ย', 'คงเหลือก่อนหัก', 'คงเหลือหลังหัก',
  'เงินฝาก', 'ฌสอ.', 'อื่น ๆ', 'รวมเงิน',
];
const WIDTHS = [7, 11, 11, 28, 8, 12, 14, 20, 6, 12, 11, 15, 15, 11, 10, 10, 13];
/** Columns that hold baht, numbered from 1 as exceljs numbers them. */
const MONEY_COLUMNS = [6, 10, 11, 12, 13, 14, 15, 16, 17];

type Row = (string | number | null)[];

/** A member's first row carries the member's amounts and first loan; each further loan gets a row of its own. */
function memberRows(m: CoverSheetMember, order: number, groupNo: string): Row[] {
  const a = m.amounts;
  const loanCells = (i: number): Row => {
    const l = m.loans[i];
    if (!l) return [null, null, null, null, null, null, null];
    const before = l.balance_after === null ? null : sumBaht([l.balance_after, l.principal]);
    return [l.contract_no, l.loan_type_name, l.period, l.principal, l.interest, before, l.balance_after];
  };
  const rows: Row[] = [[order, groupNo, m.membership_no, m.full_name, m.share_period, a.share, ...loanCells(0), a.deposit, a.cremation, a.other, a.total]];
  for (let i = 1; i < m.loans.length; i++) rows.push([null, groupNo, m.membership_no, null, null, null, ...loanCells(i), null, null, null, null]);
  return rows;
}

function totalRow(label: string, a: CoverSheetAmounts): Row {
  return [null, null, null, label, null, a.share, null, null, null, a.loan_principal, a.loan_interest, null, null, a.deposit, a.cremation, a.other, a.total];
}

/**
 * The cover sheet as an Excel workbook, for the clerk to check against payroll: the PDF's columns plus each loan's
 * balance before and after the deduction, one row per member (and per further loan), a subtotal per sub-group and
 * the grand total. Amounts are numbers, so the clerk can sum and filter them.
 */
export async function coverSheetWorkbook(data: CoverSheetPrintData): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = data.site.coop_name_th;
  book.created = data.printedAt;
  const sheet = book.addWorksheet('งบหน้าเรียกเก็บ', {
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    views: [{ state: 'frozen', ySplit: 5 }],
  });
  sheet.addRow([data.site.coop_name_th]).font = { bold: true, size: 14 };
  sheet.addRow([`งบหน้าเรียกเก็บ ประจำเดือน ${thaiMonthYear(data.year, data.month)}${data.posted ? '' : ' (ใบแจ้งหนี้ ยังไม่ผ่านรายการ)'}`]).font = { bold: true };
  sheet.addRow([`หน่วยงาน ${data.group.member_group_no} ${data.group.member_group_name}`]);
  sheet.addRow([]);
  const head = sheet.addRow(HEAD);
  head.font = { bold: true };
  head.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  WIDTHS.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  MONEY_COLUMNS.forEach((c) => (sheet.getColumn(c).numFmt = MONEY));

  let order = 1;
  for (const group of data.groups) {
    sheet.addRow([null, group.member_group_no, null, `${group.member_group_name} (${group.members.length} คน)`]).font = { bold: true };
    for (const m of group.members) sheet.addRows(memberRows(m, order++, group.member_group_no));
    sheet.addRow(totalRow(`รวม ${group.member_group_name}`, group.subtotal)).font = { bold: true };
  }
  sheet.addRow(totalRow(`รวมทั้งสิ้น ${data.memberCount} คน`, data.total)).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

