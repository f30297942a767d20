import { endpointUrl, memberGroupCollectionEndpoints, payrollFileEndpoints } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

export type ReportDownload =
  | 'coverSheetPdf'
  | 'coverSheetXlsx'
  | 'collectionSummaryPdf'
  | 'collectionSummaryXlsx'
  | 'deliveryLetterPdf'
  | 'collectionChangesXlsx'
  | 'payrollCsv'
  | 'payrollXlsx';

/** Downloads a report of the month; the server names the file, this name serves only if it does not. */
export function downloadReport(download: ReportDownload, month: { year: number; month: number }): Promise<void> {
  const endpoint = { ...memberGroupCollectionEndpoints, ...payrollFileEndpoints }[download];
  const [report, extension] = endpoint.path.split('/').slice(-2) as [string, string];
  return downloadMemberFile(
    endpointUrl(endpoint, { query: { year: month.year, month: month.month } }),
    `${report}-${buddhistYear(month.year)}-${String(month.month).padStart(2, '0')}.${extension}`,
  );
}
