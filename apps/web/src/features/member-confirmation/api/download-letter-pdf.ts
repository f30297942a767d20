import { confirmationEndpoints, endpointPath } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { useMutation } from '@tanstack/react-query';
import { downloadMemberFile } from '@/lib/http/api-download';

/** The answered letter as the PDF addressed to the auditor, saved under the name the server gives it. */
export function useDownloadLetterPdf(year: number) {
  return useMutation({
    mutationFn: () => downloadMemberFile(endpointPath(confirmationEndpoints.memberConfirmLetter, { year }), `confirm-letter-${buddhistYear(year)}.pdf`),
  });
}
