import { type BoardAnswerBody, infoBoardEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { refreshBoard } from './board-refresh';

/** Answers a topic; the topic and the lists are refetched so it shows at once. */
export function usePostBoardAnswer(topicId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoardAnswerBody) => callEndpoint(infoBoardEndpoints.boardAnswerPost, { params: { topicId }, body }),
    onSuccess: () => refreshBoard(client),
  });
}
