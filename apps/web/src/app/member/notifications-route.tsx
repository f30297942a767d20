import { NotificationSettingsPage } from '@/features/notification-preferences/components/notification-settings-page';

/**
 * /member/notifications (การแจ้งเตือน, issue 25 item 6): the member's choices of channel per event and quiet hours.
 * INTEGRATION POINT: the push and LINE features' components go in `devices`, each self-contained:
 *   devices={<><PushOnThisDevice /><LineAccountLink /></>}
 * (from features/web-push and features/line-link; imported here once those branches are merged).
 */
export function Component() {
  return <NotificationSettingsPage />;
}
