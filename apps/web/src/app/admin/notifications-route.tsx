import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { NotificationForm } from '@/features/admin-notifications/components/notification-form';
import { ADMIN_NOTIFICATIONS_TEXT as t } from '@/features/admin-notifications/messages';

/** /admin/notifications: a desktop notification to every open browser. */
export function Component() {
  return (
    <>
      <PageTitle page={t.title} />
      <PageHeading>{t.title}</PageHeading>
      <NotificationForm />
    </>
  );
}
