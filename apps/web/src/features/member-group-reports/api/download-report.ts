import { buddhistYear } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

export type ReportFile =
  | 'keeprep/pdf'
  | 'keeprep/xlsx'
  | 'delivery_book/pdf'
  | 'summarize_rep/pdf'
  | 'summarize_rep/xlsx'
  | 'dashboard/xlsx';

/** Downloads a report of the month; the server names the file, this name serves only if it does not. */
export function downloadReport(file: ReportFile, month: { year: number; month: number }): Promise<void> {
  const query = `?year=${month.year}&month=${month.month}`;
  const [report, extension] = file.split('/') as [string, string];
  return downloadMemberFile(
    `/api/membergroup/${file}${query}`,
    `${report}-${buddhistYear(month.year)}-${String(month.month).padStart(2, '0')}.${extension}`,
  );
}
