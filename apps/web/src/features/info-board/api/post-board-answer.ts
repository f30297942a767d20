import type { BoardAnswerBody, BoardPostResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { BOARD_QUERY_KEY } from './get-board-list';

export function postBoardAnswer(topicId: string, body: BoardAnswerBody): Promise<BoardPostResponse> {
  return apiCall<BoardPostResponse>(`/api/info/board/${encodeURIComponent(topicId)}/answers`, { method: 'POST', body });
}

export function usePostBoardAnswer(topicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoardAnswerBody) => postBoardAnswer(topicId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: BOARD_QUERY_KEY }),
  });
}
