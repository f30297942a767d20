import type { AdminSavedResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';

/** The query keys of the console's content lists start with this, so one change refreshes them all. */
export const ADMIN_CONTENT_KEY = 'admin-content';

/**
 * A change to what visitors see: the server's Thai confirmation as a toast and the console's lists read again.
 * A refusal shows as the server's error toast (apiCall) and keeps the form as typed. With `refetch: 'none'` the lists
 * are only marked stale, and are read when a page shows them next.
 */
export function useContentChange<TBody>(path: string, { refetch = 'active' }: { refetch?: 'active' | 'none' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiCall<AdminSavedResponse>(path, { method: 'POST', body, staffSession: true }),
    onSuccess: async (response) => {
      notifySuccess(response.rc_des);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CONTENT_KEY], refetchType: refetch });
    },
  });
}
