import { thaiMonthYear } from '@coop/thai-format';
import ExcelJS from 'exceljs';
import type { CollectionSummary } from './collection-summary-document';
import { MONEY } from './workbook-formats';

/** The สรุปยอดเรียกเก็บ as a workbook: one sheet by item, one by sub-group; amounts as numbers. */
export async function collectionSummaryWorkbook(summary: CollectionSummary, coopName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = coopName;
  const title = `สรุปยอดเรียกเก็บ ประจำเดือน ${thaiMonthYear(summary.year, summary.month)} หน่วยงาน ${summary.group.member_group_no} ${summary.group.member_group_name}`;

  const items = book.addWorksheet('ตามประเภทรายการ');
  items.addRow([title]).font = { bold: true };
  items.addRow(['รายการ', 'จำนวน', 'เงินต้น', 'ดอกเบี้ย', 'จำนวนเงิน']).font = { bold: true };
  for (const i of summary.items) items.addRow([i.name, i.count, i.principal, i.interest, i.amount]);
  items.addRow(['รวมทั้งสิ้น', summary.member_count, summary.total.loan_principal, summary.total.loan_interest, summary.total.total]).font = { bold: true };
  items.columns.forEach((c, i) => {
    c.width = i === 0 ? 36 : 16;
    if (i >= 2) c.numFmt = MONEY;
  });

  const groups = book.addWorksheet('ตามหน่วยงานย่อย');
  groups.addRow([title]).font = { bold: true };
  groups.addRow(['รหัสหน่วยงาน', 'หน่วยงาน', 'สมาชิก', 'ค่าหุ้น', 'เงินต้น', 'ดอกเบี้ย', 'เงินฝาก', 'ฌสอ.', 'อื่น ๆ', 'รวมเงิน']).font = { bold: true };
  for (const g of summary.groups) {
    const a = g.amounts;
    groups.addRow([g.member_group_no, g.member_group_name, g.member_count, a.share, a.loan_principal, a.loan_interest, a.deposit, a.cremation, a.other, a.total]);
  }
  const t = summary.total;
  groups.addRow([null, 'รวมทั้งสิ้น', summary.member_count, t.share, t.loan_principal, t.loan_interest, t.deposit, t.cremation, t.other, t.total]).font = { bold: true };
  groups.columns.forEach((c, i) => {
    c.width = i === 1 ? 36 : 14;
    if (i >= 3) c.numFmt = MONEY;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
