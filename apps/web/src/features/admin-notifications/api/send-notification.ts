import { ADMIN_NOTIFICATION_PATHS, type DesktopNotification } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';

/** Sends a desktop notification to every open browser (spec 7 `.desktopNotify`). */
export const useSendNotification = () => useConsoleChange<DesktopNotification>({ path: ADMIN_NOTIFICATION_PATHS.send });
