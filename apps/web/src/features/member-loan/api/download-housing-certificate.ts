import { endpointPath, taxCertificateEndpoints } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { downloadMemberFile } from '@/lib/http/api-download';

/** The tax year's certificate of housing-loan interest paid as a PDF (decision 080). */
export function downloadHousingCertificate(year: number): Promise<void> {
  return downloadMemberFile(endpointPath(taxCertificateEndpoints.housingInterestCertificate, { year }), `housing-interest-${buddhistYear(year)}.pdf`);
}
