import { type BoardTopicBody, infoBoardEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { refreshBoard } from './board-refresh';

/** Posts a topic; the lists are refetched so it shows at once. */
export function usePostBoardTopic() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: BoardTopicBody) => callEndpoint(infoBoardEndpoints.boardTopicPost, { body }), onSuccess: () => refreshBoard(client) });
}
