import { adminJobsEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The queue's figures, read again every 5 seconds while the page is open. */
export const jobHealthQuery = () => queryOptions({ ...endpointQuery(adminJobsEndpoints.adminJobHealth, {}), refetchInterval: 5_000 });
