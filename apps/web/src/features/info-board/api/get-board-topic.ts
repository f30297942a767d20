import type { BoardTopicResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { BOARD_QUERY_KEY } from './get-board-list';

export function fetchBoardTopic(topicId: string, signal?: AbortSignal): Promise<BoardTopicResponse> {
  return apiCall<BoardTopicResponse>(`/api/info/board/${encodeURIComponent(topicId)}`, { signal });
}

export function useBoardTopic(topicId: string) {
  return useQuery({ queryKey: [...BOARD_QUERY_KEY, 'topic', topicId], queryFn: ({ signal }) => fetchBoardTopic(topicId, signal) });
}
