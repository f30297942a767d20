import type { CsvEncoding, LoanRoundParam } from '@coop/contract';
import ExcelJS from 'exceljs';
import { recordStaffRead } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { XLSX } from '../../http/report-download';
import { csvLine, encodeCsv } from '../../text/csv-field';
import { DECISION_TEXT as T } from './decision-text';
import { approvedInRound, findRound } from './staff-queries';

type Row = Awaited<ReturnType<typeof approvedInRound>>[number];

/**
 * The layout the core banking system reads (docs/loan-export.md): one line per approved application, these columns
 * in this order, amounts in baht with two decimals and no separators, dates as Gregorian YYYY-MM-DD (as the import
 * reads them), numbers that are codes kept as text.
 */
/** `money` and `number` columns are numbers in the workbook; every other column is text there. */
const COLUMNS: readonly (readonly [name: string, value: (r: Row, committeeDate: string) => string | number, kind?: 'money' | 'number'])[] = [
  ['application_no', (r) => r.application_no],
  ['membership_no', (r) => r.membership_no],
  ['national_id', (r) => r.national_id],
  ['member_name', (r) => r.member_name],
  ['member_group_no', (r) => r.member_group_no],
  ['loan_type_code', (r) => r.loan_type_code],
  ['amount_requested', (r) => r.amount, 'money'],
  ['amount_approved', (r) => r.approved_amount, 'money'],
  ['installments', (r) => r.approved_installments, 'number'],
  ['interest_rate', (r) => r.annual_rate, 'number'],
  ['payment_method', (r) => r.method],
  ['purpose', (r) => r.purpose],
  ['payout_kind', (r) => r.payout_kind],
  ['payout_account_no', (r) => r.payout_account_no],
  ['payout_bank_name', (r) => r.payout_bank_name ?? ''],
  ['payout_account_name', (r) => r.payout_account_name ?? ''],
  ['guarantors', (r) => r.guarantors ?? ''],
  ['submitted_on', (r) => r.submitted_on],
  ['approved_on', (r) => r.approved_on],
  ['committee_date', (_, committeeDate) => committeeDate],
  ['approved_by', (r) => r.decided_by ?? ''],
];

export const LOAN_EXPORT_COLUMNS = COLUMNS.map(([name]) => name);

/** The round and its approved applications; the export audited with the count handed out. */
async function roundRows(context: DomainContext, params: LoanRoundParam, format: string, extra: Record<string, unknown> = {}) {
  const round = await findRound(context.db, Number(params.round_id));
  if (!round) throw new ApiFailure(404, 'NOT_FOUND', T.roundNotFound);
  const rows = await approvedInRound(context.db, round.id);
  await recordStaffRead(
    context,
    { action: 'loan_application.export', target: String(round.id), after: { round: round.name, format, rows: rows.length, ...extra } },
    { kind: 'loan-export', membershipNos: rows.map((r) => r.membership_no) },
  );
  return { round, rows, fileBase: `loans-approved-${round.cutoff_date}` };
}

/**
 * The CSV: RFC 4180, every field quoted, a header line of the column names, CRLF. TIS-620 (Windows-874) by default,
 * as Thai core systems read it (a character it lacks becomes "?"), or UTF-8 with a byte order mark.
 */
export async function roundCsv(context: DomainContext, params: LoanRoundParam, encoding: CsvEncoding = 'tis-620'): Promise<{ fileName: string; bytes: Buffer }> {
  const { round, rows, fileBase } = await roundRows(context, params, 'CSV', { encoding });
  const text = [csvLine(LOAN_EXPORT_COLUMNS), ...rows.map((r) => csvLine(COLUMNS.map(([, value]) => value(r, round.committee_date))))].join('');
  return { fileName: `${fileBase}.csv`, bytes: encodeCsv(text, encoding) };
}

/** The workbook: one sheet of the same columns, amounts as numbers formatted to the satang, codes and dates as text. */
export async function roundWorkbook(context: DomainContext, params: LoanRoundParam): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const { round, rows, fileBase } = await roundRows(context, params, 'XLSX');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('approved');
  sheet.addRow(LOAN_EXPORT_COLUMNS).font = { bold: true };
  for (const r of rows) sheet.addRow(COLUMNS.map(([, value, kind]) => (kind ? Number(value(r, round.committee_date)) : String(value(r, round.committee_date)))));
  COLUMNS.forEach(([name, , kind], i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, name.length + 2);
    if (kind === 'money') column.numFmt = '0.00';
  });
  return { fileName: `${fileBase}.xlsx`, contentType: XLSX, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
