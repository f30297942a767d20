import { QueryClient } from '@tanstack/react-query';

/** Member data is keyed under this prefix so it can be dropped whenever the session changes hands. */
export const MEMBER_QUERY_PREFIX = 'member';
/** The same for the member-group area's data (its own session, spec 3). */
export const MEMBER_GROUP_QUERY_PREFIX = 'membergroup';

/**
 * No automatic retries: each failure already shows a toast (spec 8), and the pages offer a retry button.
 * Focus refetching is off for the same reason: a flaky phone network would repeat error toasts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
