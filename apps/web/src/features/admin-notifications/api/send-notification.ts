import { ADMIN_NOTIFICATION_PATHS, type AdminActionResponse, type DesktopNotification } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';

/** Sends a desktop notification to every open browser (spec 7 `.desktopNotify`). */
export function useSendNotification() {
  return useMutation({
    mutationFn: (body: DesktopNotification) => apiCall<AdminActionResponse>(ADMIN_NOTIFICATION_PATHS.send, { method: 'POST', body, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
  });
}
