import { INFO_PATHS, type SiteInfo } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

const siteConfigQueryKey = ['site-config'] as const;

export function fetchSiteConfig(signal?: AbortSignal): Promise<SiteInfo> {
  return apiCall<SiteInfo>(INFO_PATHS.site, { signal });
}

/**
 * The cooperative's names, logo and contacts (spec 1: from configuration at run time, never built in), and the
 * reCAPTCHA widget's settings where there is one.
 */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: ({ signal }) => fetchSiteConfig(signal),
    staleTime: 5 * 60_000,
  });
}
