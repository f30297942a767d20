import { INFO_PATHS, type SitePageResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** The terms of use as staff published them, with their version (read before registering). */
export function useTerms() {
  return useQuery({ queryKey: ['terms'], queryFn: ({ signal }) => apiCall<SitePageResponse>(INFO_PATHS.terms, { signal }) });
}
