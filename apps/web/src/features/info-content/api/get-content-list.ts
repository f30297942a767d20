import type { ContentListResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function fetchContentList(topicId: string, page: number, signal?: AbortSignal): Promise<ContentListResponse> {
  return apiCall<ContentListResponse>(`/api/info/list/${encodeURIComponent(topicId)}?page=${page}`, { signal });
}

/** One page of a category's items, newest first; the previous page stays on screen while the next loads. */
export function useContentList(topicId: string, page: number) {
  return useQuery({
    queryKey: ['info', 'list', topicId, page],
    queryFn: ({ signal }) => fetchContentList(topicId, page, signal),
    placeholderData: keepPreviousData,
  });
}
