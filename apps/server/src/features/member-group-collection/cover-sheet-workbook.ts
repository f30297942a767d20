import type { CoverSheetAmounts } from '@coop/contract';
import { sumBaht, thaiMonthYear } from '@coop/thai-format';
import ExcelJS from 'exceljs';
import type { CoverSheetPrintData } from './cover-sheet-document';
import { MONEY } from './workbook-formats';

type Cell = string | number | null | ExcelJS.CellFormulaValue;
type AmountKey = keyof CoverSheetAmounts;

/** A sheet's columns: heading, width, and for amounts the member's (or loan's) figure a total sums. */
interface Column<T> {
  head: string;
  width: number;
  value: (row: T) => string | number | null;
  /** Summed below the data: the amount of each row as a number. */
  amount?: (row: T) => number;
}

interface MemberRow {
  order: number;
  groupNo: string;
  groupName: string;
  member: CoverSheetPrintData['groups'][number]['members'][number];
}

const amount = (key: AmountKey): Pick<Column<MemberRow>, 'value' | 'amount'> => ({ value: (r) => r.member.amounts[key], amount: (r) => r.member.amounts[key] });

const MEMBER_COLUMNS: Column<MemberRow>[] = [
  { head: 'ลำดับ', width: 7, value: (r) => r.order },
  { head: 'หน่วยงาน', width: 11, value: (r) => r.groupNo },
  { head: 'ชื่อหน่วยงาน', width: 22, value: (r) => r.groupName },
  { head: 'เลขทะเบียน', width: 11, value: (r) => r.member.membership_no },
  { head: 'ชื่อ-สกุล', width: 28, value: (r) => r.member.full_name },
  { head: 'งวดหุ้น', width: 8, value: (r) => r.member.share_period },
  { head: 'ค่าหุ้น', width: 12, ...amount('share') },
  // the contracts themselves are on the loans sheet, a row each
  { head: 'สัญญาเงินกู้', width: 24, value: (r) => r.member.loans.map((l) => l.contract_no).join(', ') || null },
  { head: 'เงินกู้ เงินต้น', width: 13, ...amount('loan_principal') },
  { head: 'เงินกู้ ดอกเบี้ย', width: 13, ...amount('loan_interest') },
  { head: 'เงินฝาก', width: 11, ...amount('deposit') },
  { head: 'ฌสอ.', width: 10, ...amount('cremation') },
  { head: 'อื่น ๆ', width: 10, ...amount('other') },
  { head: 'รวมเงิน', width: 13, ...amount('total') },
];

type LoanRow = MemberRow & { loan: MemberRow['member']['loans'][number] };

const LOAN_COLUMNS: Column<LoanRow>[] = [
  { head: 'หน่วยงาน', width: 11, value: (r) => r.groupNo },
  { head: 'เลขทะเบียน', width: 11, value: (r) => r.member.membership_no },
  { head: 'ชื่อ-สกุล', width: 28, value: (r) => r.member.full_name },
  { head: 'สัญญาเงินกู้', width: 14, value: (r) => r.loan.contract_no },
  { head: 'ประเภทเงินกู้', width: 20, value: (r) => r.loan.loan_type_name },
  { head: 'งวด', width: 6, value: (r) => r.loan.period },
  { head: 'เงินต้น', width: 12, value: (r) => r.loan.principal, amount: (r) => r.loan.principal },
  { head: 'ดอกเบี้ย', width: 11, value: (r) => r.loan.interest, amount: (r) => r.loan.interest },
  {
    head: 'คงเหลือก่อนหัก',
    width: 15,
    value: (r) => (r.loan.balance_after === null ? null : sumBaht([r.loan.balance_after, r.loan.principal])),
  },
  { head: 'คงเหลือหลังหัก', width: 15, value: (r) => r.loan.balance_after },
];

/**
 * Writes a table: its heading row, one row per item, an AutoFilter over them, and below (outside the filter's range,
 * so sorting and filtering never move them) a row of SUM formulas, one of SUBTOTAL formulas that sum only the rows
 * a filter shows, and any further rows of SUMIF formulas. Each formula carries its result, exact to the satang, for
 * readers that do not calculate.
 */
function writeTable<T>(
  sheet: ExcelJS.Worksheet,
  columns: readonly Column<T>[],
  rows: readonly T[],
  labelColumn: number,
  totalLabel: string,
  byKey?: { column: number; groups: readonly { key: string; label: string; rows: readonly T[] }[] },
) {
  const head = sheet.addRow(columns.map((c) => c.head));
  head.font = { bold: true };
  head.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
    if (c.amount) sheet.getColumn(i + 1).numFmt = MONEY;
  });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  const [first, last] = [head.number + 1, head.number + Math.max(rows.length, 1)];
  sheet.autoFilter = { from: { row: head.number, column: 1 }, to: { row: last, column: columns.length } };
  sheet.addRow([]);
  const range = (i: number) => `${sheet.getColumn(i + 1).letter}${first}:${sheet.getColumn(i + 1).letter}${last}`;
  const totalsRow = (label: string, formula: (i: number) => string, of: readonly T[]) => {
    const cells: Cell[] = columns.map((c, i) => (c.amount ? { formula: formula(i), result: sumBaht(of.map(c.amount)) } : null));
    cells[labelColumn - 1] = label;
    sheet.addRow(cells).font = { bold: true };
  };
  totalsRow(totalLabel, (i) => `SUM(${range(i)})`, rows);
  totalsRow('รวมเฉพาะแถวที่กรองแสดง', (i) => `SUBTOTAL(109,${range(i)})`, rows);
  for (const g of byKey?.groups ?? []) {
    totalsRow(g.label, (i) => `SUMIF(${range(byKey!.column - 1)},"${g.key}",${range(i)})`, g.rows);
  }
}

/**
 * The cover sheet as an Excel workbook, for the clerk to filter and check against payroll: one row per member
 * (their loans summed in columns) and a second sheet with one row per loan contract, with each loan's balance before
 * and after the deduction. Amounts are numbers; the totals (all, the rows a filter shows, each sub-group) are formulas
 * below the data.
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
  let order = 0;
  const byGroup = data.groups.map((g) => ({
    key: g.member_group_no,
    label: `รวม ${g.member_group_name} (${g.members.length} คน)`,
    rows: g.members.map((member): MemberRow => ({ order: ++order, groupNo: g.member_group_no, groupName: g.member_group_name, member })),
  }));
  const members = byGroup.flatMap((g) => g.rows);
  writeTable(sheet, MEMBER_COLUMNS, members, 5, `รวมทั้งสิ้น ${data.memberCount} คน`, data.groups.length > 1 ? { column: 2, groups: byGroup } : undefined);

  const loans = book.addWorksheet('สัญญาเงินกู้', { views: [{ state: 'frozen', ySplit: 1 }] });
  const loanRows = members.flatMap((r) => r.member.loans.map((loan): LoanRow => ({ ...r, loan })));
  writeTable(loans, LOAN_COLUMNS, loanRows, 3, `รวม ${loanRows.length} สัญญา`);
  return Buffer.from(await book.xlsx.writeBuffer());
}
