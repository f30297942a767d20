import type { AdminSavedResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';

/** The query keys of the site administration pages start with this, so one change refreshes them all. */
export const ADMIN_SITE_KEY = 'admin-site';

/**
 * A change to what visitors see: the server's Thai confirmation as a toast, the console's lists read again, and the
 * site's identity too (the console's own header shows the names and logo). A refusal is the server's error toast.
 */
export function useSiteChange<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiCall<AdminSavedResponse>(path, { method: 'POST', body, staffSession: true }),
    onSuccess: async (response) => {
      notifySuccess(response.rc_des);
      await Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_SITE_KEY] }), queryClient.invalidateQueries({ queryKey: ['site-config'] })]);
    },
  });
}
