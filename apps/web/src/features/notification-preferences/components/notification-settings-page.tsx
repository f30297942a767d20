import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataPage } from '@/components/ui/data-page';
import { notificationSettingsQuery } from '../api/get-notification-settings';
import { NOTIFICATION_SETTINGS_TEXT as T } from '../messages';
import { NotificationSettingsForm } from './notification-settings-form';

/** The member's notification settings, with the defaults in words; `devices` is where this device's push and LINE go. */
export function NotificationSettingsPage({ devices }: { devices?: ReactNode }) {
  const query = useQuery(notificationSettingsQuery());
  return (
    <DataPage query={query} text={T}>
      {(settings) => (
        <div className="space-y-6">
          <p className="rounded-2xl bg-white p-4 text-base shadow-sm">{T.defaults}</p>
          {devices && (
            <section aria-label={T.deviceSection} className="space-y-3">
              {devices}
            </section>
          )}
          <NotificationSettingsForm settings={settings} />
        </div>
      )}
    </DataPage>
  );
}
