import { notificationPreferencesEndpoints, type NotificationSettingsBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';

/** Saves every choice at once; a refusal is the server's Thai toast, and the page reads the choices again either way. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => callEndpoint(notificationPreferencesEndpoints.memberNotificationSettingsSave, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(notificationPreferencesEndpoints.memberNotificationSettings) }),
  });
}
