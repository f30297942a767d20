import { adminImportEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** A page of the import history, newest first, with the imports running now; asked every second while `polling`. */
export const importHistoryQuery = (page: number, polling: boolean) =>
  queryOptions({ ...endpointQuery(adminImportEndpoints.importHistory, { body: { page } }), placeholderData: keepPreviousData, refetchInterval: polling ? 1_000 : false });
