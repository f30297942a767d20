import { LineAccountLink } from '@/features/line-link/components/line-account-link';
import { NotificationSettingsPage } from '@/features/notification-preferences/components/notification-settings-page';
import { PushOnThisDevice } from '@/features/web-push/components/push-on-this-device';

/** /member/notifications (การแจ้งเตือน, issue 25 item 6): this device's push, the LINE link, then the choices per event. */
export function Component() {
  return (
    <NotificationSettingsPage
      devices={
        <>
          <PushOnThisDevice />
          <LineAccountLink />
        </>
      }
    />
  );
}
