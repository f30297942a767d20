import { beneficiariesEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The people the member named to receive benefits. */
export const beneficiariesQuery = () => endpointQuery(beneficiariesEndpoints.beneficiaries, { body: {} });
