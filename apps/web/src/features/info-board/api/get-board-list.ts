import type { BoardListResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function fetchBoardList(page: number, signal?: AbortSignal): Promise<BoardListResponse> {
  return apiCall<BoardListResponse>(`/api/info/board?page=${page}`, { signal });
}

export const BOARD_QUERY_KEY = ['info', 'board'] as const;

export function useBoardList(page: number) {
  return useQuery({
    queryKey: [...BOARD_QUERY_KEY, 'list', page],
    queryFn: ({ signal }) => fetchBoardList(page, signal),
    placeholderData: keepPreviousData,
  });
}
