import { adminContentEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One item as stored, to edit; not asked for a new one. */
export const adminItemQuery = (id: number | undefined) =>
  queryOptions({
    ...endpointQuery(adminContentEndpoints.adminItem, { body: { id: id ?? 0 } }),
    enabled: id !== undefined,
    // an edit in progress must not be replaced by a refetch after saving another change
    staleTime: Infinity,
  });
