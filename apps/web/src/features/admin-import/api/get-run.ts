import { adminImportEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One run after its upload, asked every second until it has ended (queued, then running, then its outcome). */
export const importRunQuery = (runId: string) =>
  queryOptions({
    ...endpointQuery(adminImportEndpoints.importRun, { body: { run_id: runId } }),
    refetchInterval: (query) => (query.state.data?.state === 'ended' ? false : 1_000),
  });
