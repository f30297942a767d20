import { ADMIN_SITE_PATHS, type AdminBoardListResponse, type AdminBoardTopicResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_SITE_KEY } from './admin-site-keys';

/** Every topic, hidden ones too, pinned first. */
export function useAdminBoard(page: number) {
  return useQuery({
    queryKey: [ADMIN_SITE_KEY, 'board', page],
    queryFn: ({ signal }) => apiCall<AdminBoardListResponse>(ADMIN_SITE_PATHS.boardList, { method: 'POST', body: { page }, signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}

/** One topic with every answer, hidden ones too, and the addresses they came from. */
export function useAdminBoardTopic(id: number) {
  return useQuery({
    queryKey: [ADMIN_SITE_KEY, 'board-topic', id],
    queryFn: ({ signal }) => apiCall<AdminBoardTopicResponse>(ADMIN_SITE_PATHS.boardTopic, { method: 'POST', body: { id }, signal, staffSession: true }),
  });
}
