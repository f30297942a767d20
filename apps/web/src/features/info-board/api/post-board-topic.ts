import type { BoardPostResponse, BoardTopicBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { BOARD_QUERY_KEY } from './get-board-list';

export function postBoardTopic(body: BoardTopicBody): Promise<BoardPostResponse> {
  return apiCall<BoardPostResponse>('/api/info/board', { method: 'POST', body });
}

/** Posts a topic; the lists are refetched so it shows at once. */
export function usePostBoardTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postBoardTopic, onSuccess: () => client.invalidateQueries({ queryKey: BOARD_QUERY_KEY }) });
}
