import {
  MEMBER_EVENT_KINDS,
  MEMBER_EVENT_NAMES,
  type MemberEventKind,
  NOTIFICATION_CHANNEL_NAMES,
  type NotificationChannel,
  type NotificationSettingsResponse,
  isSecurityEvent,
} from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { notifySuccess } from '@/lib/notify';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { NOTIFICATION_SETTINGS_TEXT as T } from '../messages';

const keyOf = (kind: MemberEventKind, channel: NotificationChannel) => `${kind}/${channel}`;

/**
 * The member's choices: one card per kind of event (a table would not fit a phone), a large checkbox per configured
 * channel, quiet hours, and the consent words the choices are saved under.
 */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettingsResponse }) {
  const [on, setOn] = useState(() => new Set(settings.choices.filter((c) => c.enabled).map((c) => keyOf(c.kind, c.channel))));
  const [quiet, setQuiet] = useState(settings.quiet_hours);
  const save = useSaveNotificationSettings();
  const toggle = (key: string) =>
    setOn((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choices = MEMBER_EVENT_KINDS.flatMap((kind) => settings.channels.map((channel) => ({ kind, channel, enabled: on.has(keyOf(kind, channel)) })));
    save.mutate({ quiet_hours: quiet, choices, consent_version: settings.consent_version }, { onSuccess: () => notifySuccess(T.saved) });
  };
  // with the inbox alone there is nothing to choose: a list of eleven "always on" lines would only be noise
  if (settings.channels.length === 0) return <p className="rounded-2xl bg-white p-4 shadow-sm">{T.noChannels}</p>;
  return (
    <form onSubmit={submit} className="space-y-4">
      <ul className="space-y-3">
        {MEMBER_EVENT_KINDS.map((kind) => (
          <li key={kind} className="rounded-2xl bg-white p-4 shadow-sm">
            <p className="text-lg font-semibold">
              {MEMBER_EVENT_NAMES[kind]}
              {isSecurityEvent(kind) && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{T.security}</span>}
            </p>
            <p className="text-sm text-stone-600">{T.inboxAlways}</p>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {settings.channels.map((channel) => (
                <label key={channel} className="flex min-h-12 items-center gap-2 text-base">
                  <input type="checkbox" className="size-6 accent-primary" checked={on.has(keyOf(kind, channel))} onChange={() => toggle(keyOf(kind, channel))} />
                  {NOTIFICATION_CHANNEL_NAMES[channel]}
                </label>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <label className="flex min-h-12 items-center gap-3 rounded-2xl bg-white p-4 text-base shadow-sm">
        <input type="checkbox" className="size-6 accent-primary" checked={quiet} onChange={() => setQuiet(!quiet)} />
        {T.quietHours}
      </label>
      <p className="text-sm text-stone-700">{T.consent(settings.consent_version)}</p>
      <SubmitButton pending={save.isPending} label={T.save} pendingLabel={T.saving} />
    </form>
  );
}
