import type { ContentItemResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function fetchContentItem(topicId: string, signal?: AbortSignal): Promise<ContentItemResponse> {
  return apiCall<ContentItemResponse>(`/api/info/show/${encodeURIComponent(topicId)}`, { signal });
}

/** The whole item with its pictures and downloads. */
export function useContentItem(topicId: string) {
  return useQuery({ queryKey: ['info', 'show', topicId], queryFn: ({ signal }) => fetchContentItem(topicId, signal) });
}
