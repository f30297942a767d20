import { INFO_PATHS, type ContentItemResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function fetchContentItem(topicId: string, signal?: AbortSignal): Promise<ContentItemResponse> {
  return apiCall<ContentItemResponse>(INFO_PATHS.show.replace(':topicId', encodeURIComponent(topicId)), { signal });
}

/** The whole item with its pictures and downloads. */
export function useContentItem(topicId: string) {
  return useQuery({ queryKey: ['info', 'show', topicId], queryFn: ({ signal }) => fetchContentItem(topicId, signal) });
}
