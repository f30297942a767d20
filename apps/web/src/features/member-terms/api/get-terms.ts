import { memberTermsEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The terms of use as staff published them, with their version (read before registering). */
export const termsQuery = () => endpointQuery(memberTermsEndpoints.memberTerms, {});
