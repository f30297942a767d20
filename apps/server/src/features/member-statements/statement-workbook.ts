import type { PassThrough } from 'node:stream';
import type { DocumentFact, StatementKind } from '@coop/contract';
import { DOCUMENT_KIND_TITLES } from '@coop/contract';
import ExcelJS from 'exceljs';
import { statementDocumentKind } from '../../documents/document-facts';
import { STATEMENT_COLUMNS, type StatementLine } from './statement-columns';

/** Baht with two places, as every workbook of the portal shows amounts (decision 049). */
const MONEY = '#,##0.00';
/** Excel's Thai Buddhist calendar (LCID 107): the cell holds a date, shown with the Buddhist year. */
const THAI_DATE = '[$-1070000]dd/mm/yyyy';

export interface StatementWorkbook {
  coopName: string;
  kind: StatementKind;
  membershipNo: string;
  memberName: string;
  facts: readonly DocumentFact[];
  opening: number | null;
  closing: number | null;
}

/**
 * A statement's lines as an Excel workbook written as a stream (decision 079): a few rows naming the cooperative,
 * the member, the account, the period and its opening and closing balances, then a header row, one row a line
 * (dates as dates, amounts as numbers) and an AutoFilter over them. Each row is committed as it is written, so the
 * workbook never sits whole in memory.
 */
export function startStatementWorkbook(stream: PassThrough, w: StatementWorkbook) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  book.creator = w.coopName;
  const columns = STATEMENT_COLUMNS[w.kind];
  const sheet = book.addWorksheet('รายการเคลื่อนไหว', { views: [{ state: 'frozen', ySplit: 0 }] });
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.xlsxWidth;
    if (c.type === 'money') column.numFmt = MONEY;
    if (c.type === 'date') column.numFmt = THAI_DATE;
  });
  const add = (values: (string | number | Date | null)[], bold = false) => {
    const row = sheet.addRow(values);
    if (bold) row.font = { bold: true };
    row.commit();
    return row;
  };
  add([w.coopName], true);
  add([`${DOCUMENT_KIND_TITLES[statementDocumentKind(w.kind)]} ${w.memberName} เลขทะเบียน ${w.membershipNo}`], true);
  for (const f of w.facts.slice(0, 2)) add([f.label, f.value]);
  add(['ยอดยกมา', w.opening ?? 0]).getCell(2).numFmt = MONEY;
  add(['ยอดคงเหลือ ณ วันสิ้นงวด', w.closing ?? 0]).getCell(2).numFmt = MONEY;
  add([]);
  const head = add(columns.map((c) => c.head), true);
  let last = head.number;
  return {
    addLines(lines: readonly StatementLine[]) {
      for (const l of lines) {
        const row = sheet.addRow(
          columns.map((c) => {
            const v = c.value(l);
            return c.type === 'date' && v !== null ? new Date(`${String(v)}T00:00:00Z`) : v;
          }),
        );
        last = row.number;
        row.commit();
      }
    },
    async finish() {
      sheet.autoFilter = { from: { row: head.number, column: 1 }, to: { row: last, column: columns.length } };
      sheet.commit();
      await book.commit();
    },
  };
}
