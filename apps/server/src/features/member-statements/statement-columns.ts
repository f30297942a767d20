import type { DepositLine, LoanLine, ShareLine, StatementKind } from '@coop/contract';

export type StatementLine = LoanLine | DepositLine | ShareLine;

/** A column of a statement file: its heading, how wide in the PDF (points) and the workbook (characters), its value. */
export interface StatementColumn {
  head: string;
  pdfWidth: number;
  xlsxWidth: number;
  type: 'date' | 'text' | 'money' | 'count';
  value: (line: StatementLine) => string | number | null;
}

const signed = (l: StatementLine, sign: 1 | -1) => ('sign' in l && Math.sign(l.sign) === sign ? l.amount : null);

const date: StatementColumn = { head: 'วันที่', pdfWidth: 62, xlsxWidth: 12, type: 'date', value: (l) => l.operate_date };
const item: StatementColumn = { head: 'รายการ', pdfWidth: 0, xlsxWidth: 32, type: 'text', value: (l) => l.item_desc };
const period: StatementColumn = { head: 'งวด', pdfWidth: 34, xlsxWidth: 7, type: 'count', value: (l) => ('period' in l ? l.period : null) };
const balance = (head: string): StatementColumn => ({ head, pdfWidth: 78, xlsxWidth: 15, type: 'money', value: (l) => l.balance });
const money = (head: string, value: StatementColumn['value']): StatementColumn => ({ head, pdfWidth: 70, xlsxWidth: 14, type: 'money', value });

/** Each kind's columns, oldest line first; the item column (width 0) takes what the others leave. */
export const STATEMENT_COLUMNS: Record<StatementKind, readonly StatementColumn[]> = {
  deposit: [date, item, money('ฝาก', (l) => signed(l, 1)), money('ถอน', (l) => signed(l, -1)), balance('คงเหลือ')],
  share: [date, item, period, money('เพิ่ม', (l) => signed(l, 1)), money('ลด', (l) => signed(l, -1)), balance('ทุนเรือนหุ้นคงเหลือ')],
  loan: [
    date,
    period,
    item,
    money('เงินต้น', (l) => ('principal' in l ? l.principal : null)),
    money('ดอกเบี้ย', (l) => ('interest' in l ? l.interest : null)),
    money('ยอดชำระ', (l) => l.amount),
    balance('เงินต้นคงเหลือ'),
  ],
};
