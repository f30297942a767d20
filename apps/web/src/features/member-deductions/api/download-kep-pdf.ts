import { endpointPath, memberDeductionsEndpoints } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

export interface KepPdfMonth {
  year: number;
  month: number;
}

/** The month's invoice or receipt as a PDF, saved under the name the server gives it. */
export function downloadKepPdf({ year, month }: KepPdfMonth): Promise<void> {
  return downloadMemberFile(endpointPath(memberDeductionsEndpoints.memberDeductionsPdf, { year, month }), `kep-${buddhistYear(year)}-${String(month).padStart(2, '0')}.pdf`);
}
