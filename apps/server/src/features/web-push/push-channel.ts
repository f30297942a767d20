import { sql } from 'kysely';
import type { ChannelOutcome, ChannelSender } from '../../notify/channel-sender';
import { pushToDevice, type PushResult } from './push-delivery';

/**
 * A member's message as a notification on every device they turned push on for. One device that took it is the
 * member reached: retrying then would show it twice on that device, so the delivery counts as sent; it is retried
 * only when no device took it and one may later.
 */
export const pushChannel: ChannelSender = {
  channel: 'push',
  // the keys are the portal's own, made at the first start: nothing to configure
  configured: () => true,
  // a device whose push service answered 404 or 410 is deleted, so every row is a live subscription
  reachable: (membershipNo) => sql<boolean>`exists (select 1 from push_subscriptions s where s.membership_no = ${membershipNo})`,
  async send(services, message): Promise<ChannelOutcome> {
    const devices = await services.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('membership_no', '=', message.membershipNo)
      .execute();
    const notice = { title: message.title, body: message.body, link: message.link, tag: message.deliveryId, security: message.security };
    const results: PushResult[] = await Promise.all(devices.map((device) => pushToDevice(services, device, notice)));
    if (results.some((r) => r.kind === 'sent')) return { kind: 'sent' };
    const retries = results.filter((r) => r.kind === 'retry');
    if (retries.length > 0) {
      const after = retries.map((r) => r.afterSeconds).filter((s): s is number => s !== undefined);
      return { kind: 'retry', reason: retries[0]?.reason ?? 'push service busy', ...(after.length ? { afterSeconds: Math.max(...after) } : {}) };
    }
    const failed = results.find((r) => r.kind === 'failed');
    return failed ? { kind: 'failed', reason: failed.reason } : { kind: 'no-address' };
  },
};
