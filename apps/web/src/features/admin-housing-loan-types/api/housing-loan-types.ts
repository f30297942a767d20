import { type HousingLoanTypesBody, taxCertificateEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey, endpointQuery } from '@/lib/http/endpoint-call';

/** The loan types the members' contracts carry, each marked housing or not. */
export const housingLoanTypesQuery = () => endpointQuery(taxCertificateEndpoints.adminHousingLoanTypes, { body: {} });

/** Replaces the set of housing loan types. */
export const useSaveHousingLoanTypes = () =>
  useEndpointChange(taxCertificateEndpoints.adminHousingLoanTypesSave, {
    input: (body: HousingLoanTypesBody) => ({ body }),
    invalidates: [endpointKey(taxCertificateEndpoints.adminHousingLoanTypes)],
  });
