import { INFO_PATHS, type HomeResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function fetchInfoHome(signal?: AbortSignal): Promise<HomeResponse> {
  return apiCall<HomeResponse>(INFO_PATHS.home, { signal });
}

/** Highlights and the latest items of each category shown on /home. */
export function useInfoHome() {
  return useQuery({ queryKey: ['info', 'home'], queryFn: ({ signal }) => fetchInfoHome(signal) });
}
