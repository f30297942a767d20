import { adminImportEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The datasets a file may fill, in the order an empty database takes them; they change only with the server. */
export const importDatasetsQuery = () => queryOptions({ ...endpointQuery(adminImportEndpoints.importDatasets, { body: {} }), staleTime: Infinity });
