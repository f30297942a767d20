import { dividendsEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Dividends and patronage refunds of the approved years, newest first. */
export const dividendsQuery = () => endpointQuery(dividendsEndpoints.dividends, { body: {} });
