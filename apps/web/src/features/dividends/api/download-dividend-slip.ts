import { dividendsEndpoints, endpointPath } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

/** The year's dividend and refund slip as a PDF, saved under the name the server gives it. */
export function downloadDividendSlip(year: number): Promise<void> {
  return downloadMemberFile(endpointPath(dividendsEndpoints.dividendSlip, { year }), `dividend-${buddhistYear(year)}.pdf`);
}
