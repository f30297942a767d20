import { adminJobsEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** A dead job runs again; the server's Thai answer as a toast, the figures read again. */
export const useRetryJob = () =>
  useEndpointChange(adminJobsEndpoints.adminJobRetry, { input: (id: string) => ({ params: { id }, body: {} }), invalidates: [endpointKey(adminJobsEndpoints.adminJobHealth)] });
