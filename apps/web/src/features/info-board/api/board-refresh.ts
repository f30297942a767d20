import { infoBoardEndpoints } from '@coop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey } from '@/lib/http/endpoint-call';

/** After a post: the lists and the topics are fetched again, so it shows at once with its counts. */
export const refreshBoard = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: endpointKey(infoBoardEndpoints.boardList) }), client.invalidateQueries({ queryKey: endpointKey(infoBoardEndpoints.boardTopic) })]);
