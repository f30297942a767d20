import { ADMIN_CONFIRMATION_PATHS } from '@coop/contract';
import { downloadMemberFile } from '@/lib/http/api-download';

/**
 * The campaign's workbook for the auditor (summary, every answered line, the cases). Fetched with the staff token
 * (a plain link cannot carry it) and saved under the server's file name.
 */
export function downloadCampaignExport(id: number, year: number): Promise<void> {
  return downloadMemberFile(`${ADMIN_CONFIRMATION_PATHS.export}/${id}`, `confirmation-${year}.xlsx`);
}
