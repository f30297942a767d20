import { siteEndpoints } from '@coop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/**
 * The cooperative's names, logo and contacts (spec 1: from configuration at run time, never built in), and the
 * reCAPTCHA widget's settings where there is one.
 */
export const siteConfigQuery = () => queryOptions({ ...endpointQuery(siteEndpoints.siteInfo, {}), staleTime: 5 * 60_000 });

export const useSiteConfig = () => useQuery(siteConfigQuery());
