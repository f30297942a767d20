import type { CollectionDownloadQuery, PayrollField, PayrollGroupParams, PayrollLayout, PayrollLayoutResponse, PayrollMonthQuery } from '@coop/contract';
import ExcelJS from 'exceljs';
import { recordAudit } from '../../audit/audit-log';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import { type DomainContext, memberGroupActor, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { type ReportFile, reportFileName, XLSX } from '../../http/report-download';
import { csvLine, encodeCsv } from '../../text/csv-field';
import { COLLECTION_TEXT, type CollectionScope, fromDownloadQuery, resolveCollectionScope } from './collection-scope';
import { listPayrollRows, type PayrollRow, readPayrollLayout, writePayrollLayout } from './payroll-queries';

export type PayrollFormat = 'csv' | 'xlsx';

const SAVED = 'บันทึกรูปแบบไฟล์สำหรับฝ่ายการเงินแล้ว';

/** A field's value in a member's line; every one is text but the amount. */
function valueOf(row: PayrollRow, field: PayrollField): string {
  if (field === 'full_name') return `${row.prename}${row.first_name} ${row.last_name}`;
  if (field === 'prename') return row.prename;
  return row[field];
}

/**
 * The CSV a payroll system imports: the layout's headers, then one line per member, the amount in baht with two
 * decimals and no separators, identity numbers as they are (every field quoted, so none loses a leading zero).
 */
function payrollCsv(layout: PayrollLayout, rows: readonly PayrollRow[]): Buffer {
  const text = [csvLine(layout.columns.map((c) => c.header)), ...rows.map((r) => csvLine(layout.columns.map((c) => valueOf(r, c.field))))].join('');
  return encodeCsv(text, layout.csv_encoding);
}

/** The same as a workbook: the amount a number formatted to the satang, every other column text, a filter on the header. */
async function payrollWorkbook(layout: PayrollLayout, rows: readonly PayrollRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('payroll');
  sheet.addRow(layout.columns.map((c) => c.header)).font = { bold: true };
  for (const r of rows) sheet.addRow(layout.columns.map((c) => (c.field === 'amount' ? Number(r.amount) : valueOf(r, c.field))));
  layout.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, c.header.length + 4, c.field === 'national_id' ? 16 : 0);
    if (c.field === 'amount') column.numFmt = '#,##0.00';
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: layout.columns.length } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function payrollFile(context: DomainContext, scope: CollectionScope, format: PayrollFormat): Promise<ReportFile & { members: number }> {
  const [{ layout }, rows] = await Promise.all([readPayrollLayout(context.db, scope.memberGroupNo), listPayrollRows(context.db, scope)]);
  const fileName = reportFileName('payroll', scope.memberGroupNo, scope, format);
  if (format === 'csv') return { contentType: `text/csv; charset=${layout.csv_encoding === 'utf-8' ? 'utf-8' : 'windows-874'}`, fileName, bytes: payrollCsv(layout, rows), members: rows.length };
  return { contentType: XLSX, fileName, bytes: await payrollWorkbook(layout, rows), members: rows.length };
}

/** The clerk's payroll file of a billed month, of their group or one beneath it, in the layout staff set for it. */
export async function groupPayrollFile(context: DomainContext, query: CollectionDownloadQuery, format: PayrollFormat): Promise<ReportFile> {
  const scope = await resolveCollectionScope(context.db, memberGroupActor(context), fromDownloadQuery(query));
  return payrollFile(context, scope, format);
}

async function existingGroup(context: DomainContext, memberGroupNo: string): Promise<void> {
  if (!(await findMemberGroupIdentity(context.db, memberGroupNo))) throw new ApiFailure(404, 'NOT_FOUND', COLLECTION_TEXT.noSuchGroup);
}

/** Any unit's payroll file for staff; audited, as it names every member with their national ID. */
export async function staffPayrollFile(context: DomainContext, params: PayrollGroupParams, query: PayrollMonthQuery, format: PayrollFormat): Promise<ReportFile> {
  await existingGroup(context, params.member_group_no);
  const scope = await resolveCollectionScope(context.db, params.member_group_no, fromDownloadQuery(query));
  const file = await payrollFile(context, scope, format);
  await recordAudit(context, { action: 'member_group.payroll_export', target: scope.memberGroupNo, after: { year: scope.year, month: scope.month, format, members: file.members } });
  return file;
}

export async function staffPayrollLayout(context: DomainContext, params: PayrollGroupParams): Promise<PayrollLayoutResponse> {
  await existingGroup(context, params.member_group_no);
  return { rc_code: '1' as const, ...(await readPayrollLayout(context.db, params.member_group_no)) };
}

/** Replaces a unit's layout, audited with the layout before and after. */
export async function savePayrollLayout(context: DomainContext, params: PayrollGroupParams, layout: PayrollLayout) {
  const by = staffActor(context);
  await existingGroup(context, params.member_group_no);
  const before = await readPayrollLayout(context.db, params.member_group_no);
  await writePayrollLayout(context.db, params.member_group_no, layout, by, context.now());
  await recordAudit(context, { action: 'member_group.payroll_layout', target: params.member_group_no, before: before.custom && before.inherited_from === null ? before.layout : null, after: layout });
  return { rc_code: '1' as const, rc_des: SAVED };
}
