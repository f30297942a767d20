import { INFO_PATHS, type SiteConfig } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

const siteConfigQueryKey = ['site-config'] as const;

export function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiCall<SiteConfig>(INFO_PATHS.site, { signal });
}

/** The cooperative's names, logo and contacts (spec 1: from configuration at run time, never built in). */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: ({ signal }) => fetchSiteConfig(signal),
    staleTime: 5 * 60_000,
  });
}
