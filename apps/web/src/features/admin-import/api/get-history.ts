import { ADMIN_IMPORT_PATHS, type ImportHistoryResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_IMPORT_KEY } from './get-datasets';

/** A page of the import history, newest first, with the imports running now; asked every second while `polling`. */
export function useImportHistory(page: number, polling: boolean) {
  return useQuery({
    queryKey: [ADMIN_IMPORT_KEY, 'history', page],
    queryFn: ({ signal }) => apiCall<ImportHistoryResponse>(ADMIN_IMPORT_PATHS.history, { method: 'POST', body: { page }, signal, staffSession: true }),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 1_000 : false,
  });
}
