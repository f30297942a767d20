import { adminNotificationsEndpoints, type DesktopNotification } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';

/** Sends a desktop notification to every open browser (spec 7 `.desktopNotify`). */
export const useSendNotification = () => useEndpointChange(adminNotificationsEndpoints.adminNotificationSend, { input: (body: DesktopNotification) => ({ body }) });
