import { type AdminLoanProductVersionBody, adminLoanProductsEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey, endpointQuery } from '@/lib/http/endpoint-call';

/** Every loan product with all its versions, newest first. */
export const loanProductsQuery = () => endpointQuery(adminLoanProductsEndpoints.adminLoanProducts, { body: {} });

/** Adds a version (or a product with its first), never changing one. */
export const useAddLoanProductVersion = () =>
  useEndpointChange(adminLoanProductsEndpoints.adminLoanProductVersionAdd, {
    input: (body: AdminLoanProductVersionBody) => ({ body }),
    invalidates: [endpointKey(adminLoanProductsEndpoints.adminLoanProducts)],
  });
