/** The console's desktop notification (issue 13 item 5): sent as `.desktopNotify` to every open browser. */
export const ADMIN_NOTIFICATION_PATHS = {
  send: '/api/admin/notifications/send',
} as const;
