import { AdminActionResponse } from './admin-members';
import { endpoint, staffRoles } from './endpoint';
import { DesktopNotification } from './info-notification';

/** The console's desktop notification (issue 13 item 5): sent as `.desktopNotify` to every open browser. */
export const adminNotificationsEndpoints = {
  /** Admins and support staff. */
  adminNotificationSend: endpoint({
    method: 'POST',
    path: '/api/admin/notifications/send',
    access: staffRoles('admin', 'support'),
    body: DesktopNotification,
    response: AdminActionResponse,
  }),
};
