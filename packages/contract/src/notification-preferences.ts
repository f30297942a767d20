import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { MemberEventKindSchema } from './member-inbox';
import { OkResponse } from './ok-response';

/** The channels beyond the inbox a member can choose, each off until the member turns it on. */
export const NOTIFICATION_CHANNELS = ['push', 'line', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NotificationChannelSchema = Type.Enum(NOTIFICATION_CHANNELS);

export const NOTIFICATION_CHANNEL_NAMES: Record<NotificationChannel, string> = {
  push: 'แจ้งเตือนบนเครื่อง',
  line: 'LINE',
  email: 'อีเมล',
  sms: 'SMS',
};

/**
 * The version of the consent words a member agrees to when turning a channel on; each change of choice is kept
 * with it. Raise it when the words on the page change.
 */
export const NOTIFICATION_CONSENT_VERSION = '2026-11-27';

export const NotificationChoice = Type.Object(
  { kind: MemberEventKindSchema, channel: NotificationChannelSchema, enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type NotificationChoice = Static<typeof NotificationChoice>;

export const NotificationSettingsResponse = OkResponse({
  /** The channels this deployment has configured; only these are offered. */
  channels: Type.Array(NotificationChannelSchema),
  quiet_hours: Type.Boolean(),
  consent_version: Type.String(),
  /** Every choice the member turned on; anything absent is off. */
  choices: Type.Array(NotificationChoice),
});
export type NotificationSettingsResponse = Static<typeof NotificationSettingsResponse>;

export const NotificationSettingsBody = Type.Object(
  {
    quiet_hours: Type.Boolean(),
    /** The full set of choices the member sees; a channel of an event not named is turned off. */
    choices: Type.Array(NotificationChoice, { maxItems: 200 }),
    /** The consent version the page showed; an older page is refused so every consent names the words agreed to. */
    consent_version: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

/** The member's choices of channel per event and quiet hours (issue 25 item 6). */
export const notificationPreferencesEndpoints = {
  memberNotificationSettings: endpoint({
    method: 'GET',
    path: '/api/member/notification_settings',
    access: 'member',
    response: NotificationSettingsResponse,
  }),
  memberNotificationSettingsSave: endpoint({
    method: 'POST',
    path: '/api/member/notification_settings',
    access: 'member',
    body: NotificationSettingsBody,
    response: NotificationSettingsResponse,
  }),
};
