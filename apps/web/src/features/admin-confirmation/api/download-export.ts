import { adminConfirmationEndpoints, endpointPath } from '@coop/contract';
import { downloadMemberFile } from '@/lib/http/api-download';

/**
 * The campaign's workbook for the auditor (summary, every answered line, the cases). Fetched with the staff token
 * (a plain link cannot carry it) and saved under the server's file name.
 */
export function downloadCampaignExport(id: number, year: number): Promise<void> {
  return downloadMemberFile(endpointPath(adminConfirmationEndpoints.confirmationExport, { campaign_id: id }), `confirmation-${year}.xlsx`);
}
