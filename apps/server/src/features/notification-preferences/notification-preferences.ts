import {
  NOTIFICATION_CONSENT_VERSION,
  type NotificationChannel,
  type NotificationChoice,
  type NotificationSettingsBody,
  type NotificationSettingsResponse,
} from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { configuredChannels } from '../../notify/publish-member-event';
import { PREFERENCES_TEXT as T } from './preferences-text';

const choiceKey = (c: Pick<NotificationChoice, 'kind' | 'channel'>) => `${c.kind}/${c.channel}`;

/** The acting member's choices: the channels offered (configured ones only), quiet hours (on unless turned off) and what is on. */
export async function memberNotificationSettings(context: DomainContext): Promise<NotificationSettingsResponse> {
  const membershipNo = memberActor(context);
  const channels = configuredChannels(context);
  const [settings, on] = await Promise.all([
    context.db.selectFrom('notification_settings').where('membership_no', '=', membershipNo).select('quiet_hours').executeTakeFirst(),
    context.db.selectFrom('notification_preferences').where('membership_no', '=', membershipNo).select(['kind', 'channel']).orderBy('kind').orderBy('channel').execute(),
  ]);
  return {
    rc_code: '1',
    channels,
    quiet_hours: settings?.quiet_hours ?? true,
    consent_version: NOTIFICATION_CONSENT_VERSION,
    choices: on.filter((c) => channels.includes(c.channel)).map((c) => ({ ...c, enabled: true })),
  };
}

/**
 * Saves the member's choices on the configured channels as the page sent them, and keeps each change as a consent
 * given or withdrawn, with the version of the words shown, the time and the device: in one transaction.
 */
export async function saveNotificationSettings(context: DomainContext, body: NotificationSettingsBody): Promise<NotificationSettingsResponse> {
  const membershipNo = memberActor(context);
  if (body.consent_version !== NOTIFICATION_CONSENT_VERSION) throw new ApiFailure(409, 'OLD_CONSENT', T.oldConsent);
  const channels = configuredChannels(context);
  if (body.choices.some((c) => !channels.includes(c.channel))) throw new ApiFailure(400, 'CHANNEL_NOT_CONFIGURED', T.channelNotConfigured);
  if (new Set(body.choices.map(choiceKey)).size !== body.choices.length) throw new ApiFailure(400, 'REPEATED_CHOICE', T.repeated);
  const wanted = body.choices.filter((c) => c.enabled);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('notification_preferences')
      .where('membership_no', '=', membershipNo)
      .where('channel', 'in', channels.length > 0 ? channels : ['' as NotificationChannel])
      .select(['kind', 'channel'])
      .forUpdate()
      .execute();
    const had = new Set(before.map(choiceKey));
    const wants = new Set(wanted.map(choiceKey));
    const granted = wanted.filter((c) => !had.has(choiceKey(c)));
    const withdrawn = before.filter((c) => !wants.has(choiceKey(c)));
    for (const c of withdrawn) {
      await trx.deleteFrom('notification_preferences').where('membership_no', '=', membershipNo).where('kind', '=', c.kind).where('channel', '=', c.channel).execute();
    }
    if (granted.length > 0) {
      await trx
        .insertInto('notification_preferences')
        .values(granted.map((c) => ({ membership_no: membershipNo, kind: c.kind, channel: c.channel, updated_at: now })))
        .execute();
    }
    const changes = [...granted.map((c) => ({ ...c, granted: true })), ...withdrawn.map((c) => ({ ...c, granted: false }))];
    if (changes.length > 0) {
      await trx
        .insertInto('notification_consents')
        .values(
          changes.map((c) => ({
            membership_no: membershipNo,
            kind: c.kind,
            channel: c.channel,
            granted: c.granted,
            version: NOTIFICATION_CONSENT_VERSION,
            at: now,
            ip: context.client?.address ?? '',
            user_agent: context.client?.userAgent ?? '',
          })),
        )
        .execute();
    }
    await trx
      .insertInto('notification_settings')
      .values({ membership_no: membershipNo, quiet_hours: body.quiet_hours, updated_at: now })
      .onConflict((oc) => oc.column('membership_no').doUpdateSet({ quiet_hours: body.quiet_hours, updated_at: now }))
      .execute();
  });
  return memberNotificationSettings(context);
}
