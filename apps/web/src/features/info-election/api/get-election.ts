import type { ElectionResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function fetchElection(signal?: AbortSignal): Promise<ElectionResponse> {
  return apiCall<ElectionResponse>('/api/info/election', { signal });
}

export function useElection() {
  return useQuery({ queryKey: ['info', 'election'], queryFn: ({ signal }) => fetchElection(signal) });
}
