import { confirmationEndpoints, endpointPath } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

/** The answered letter as the PDF addressed to the auditor, saved under the name the server gives it. */
export function downloadLetterPdf(year: number): Promise<void> {
  return downloadMemberFile(endpointPath(confirmationEndpoints.memberConfirmLetter, { year }), `confirm-letter-${buddhistYear(year)}.pdf`);
}
