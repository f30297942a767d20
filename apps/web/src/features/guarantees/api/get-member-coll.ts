import { guaranteesEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Loans the member guarantees, and what guarantees the member's own loans. */
export const guaranteesQuery = () => endpointQuery(guaranteesEndpoints.guarantees, { body: {} });
