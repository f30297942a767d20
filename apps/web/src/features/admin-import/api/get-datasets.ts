import { ADMIN_IMPORT_PATHS, type ImportDatasetsResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export const ADMIN_IMPORT_KEY = 'admin-import';

/** The datasets a file may fill, in the order an empty database takes them; they change only with the server. */
export function useImportDatasets() {
  return useQuery({
    queryKey: [ADMIN_IMPORT_KEY, 'datasets'],
    queryFn: ({ signal }) => apiCall<ImportDatasetsResponse>(ADMIN_IMPORT_PATHS.datasets, { method: 'POST', signal, staffSession: true }),
    staleTime: Infinity,
  });
}
