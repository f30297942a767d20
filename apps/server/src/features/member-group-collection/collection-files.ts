import type { CollectionDownloadQuery } from '@coop/contract';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { renderPdf } from '../../documents/pdf-renderer';
import { type DomainContext, memberGroupActor } from '../../domain/context';
import { PDF, type ReportFile, reportFileName, XLSX } from '../../http/report-download';
import { fromDownloadQuery } from './collection-scope';
import { collectionSummaryDocumentDefinition } from './collection-summary-document';
import { collectionSummaryWorkbook } from './collection-summary-workbook';
import { renderCoverSheetPdf } from './cover-sheet-document';
import { coverSheetWorkbook } from './cover-sheet-workbook';
import { deductionChangesWorkbook } from './deduction-changes-workbook';
import { deliveryLetterDocumentDefinition } from './delivery-letter-document';
import { loadCollectionDashboard, loadCollectionSummary, loadCoverSheet, loadDeliveryLetter } from './load-collection';

// the reports of the acting group's clerk as files to download

const siteOf = (context: DomainContext) => readSiteConfig(context.db, context.siteDefaults.site);

async function coverSheetPrint(context: DomainContext, query: CollectionDownloadQuery) {
  const [sheet, site] = await Promise.all([loadCoverSheet(context, fromDownloadQuery(query)), siteOf(context)]);
  return { ...sheet, site, memberCount: sheet.member_count, printedAt: context.now() };
}

/** The cover sheet as a landscape PDF, for the clerk to check against payroll and file. */
export async function coverSheetPdf(context: DomainContext, query: CollectionDownloadQuery): Promise<ReportFile> {
  const sheet = await coverSheetPrint(context, query);
  const bytes = await renderCoverSheetPdf(context.config.assetsDir, sheet);
  return { contentType: PDF, fileName: reportFileName('keeprep', sheet.group.member_group_no, sheet, 'pdf'), bytes };
}

/** The cover sheet as an Excel workbook, with each loan's balance before and after the deduction. */
export async function coverSheetXlsx(context: DomainContext, query: CollectionDownloadQuery): Promise<ReportFile> {
  const sheet = await coverSheetPrint(context, query);
  const bytes = await coverSheetWorkbook(sheet);
  return { contentType: XLSX, fileName: reportFileName('keeprep', sheet.group.member_group_no, sheet, 'xlsx'), bytes };
}

/** The สรุปยอดเรียกเก็บ as a PDF. */
export async function collectionSummaryPdf(context: DomainContext, query: CollectionDownloadQuery): Promise<ReportFile> {
  const [summary, site] = await Promise.all([loadCollectionSummary(context, fromDownloadQuery(query)), siteOf(context)]);
  const bytes = await renderPdf(context.config.assetsDir, collectionSummaryDocumentDefinition(summary, site, context.now()));
  return { contentType: PDF, fileName: reportFileName('summary', summary.group.member_group_no, summary, 'pdf'), bytes };
}

/** The สรุปยอดเรียกเก็บ as an Excel workbook. */
export async function collectionSummaryXlsx(context: DomainContext, query: CollectionDownloadQuery): Promise<ReportFile> {
  const [summary, site] = await Promise.all([loadCollectionSummary(context, fromDownloadQuery(query)), siteOf(context)]);
  const bytes = await collectionSummaryWorkbook(summary, site.coop_name_th);
  return { contentType: XLSX, fileName: reportFileName('summary', summary.group.member_group_no, summary, 'xlsx'), bytes };
}

/** The หนังสือนำส่ง as a PDF for the clerk to sign and send. */
export async function deliveryLetterPdf(context: DomainContext, query: CollectionDownloadQuery): Promise<ReportFile> {
  const site = await siteOf(context);
  const letter = await loadDeliveryLetter(context, fromDownloadQuery(query), site);
  const bytes = await renderPdf(context.config.assetsDir, deliveryLetterDocumentDefinition(letter, site));
  return { contentType: PDF, fileName: reportFileName('delivery', letter.member_group_no, letter, 'pdf'), bytes };
}

/** The dashboard's changes as a workbook: what the clerk must change in payroll this month. */
export async function collectionChangesXlsx(context: DomainContext): Promise<ReportFile> {
  const groupNo = memberGroupActor(context);
  const dashboard = await loadCollectionDashboard(context);
  const bytes = await deductionChangesWorkbook(dashboard, groupNo);
  return { contentType: XLSX, fileName: reportFileName('changes', groupNo, dashboard.latest, 'xlsx'), bytes };
}
