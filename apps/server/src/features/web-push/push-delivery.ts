import { createHash } from 'node:crypto';
import type { Services } from '../../domain/context';
import type { ChannelOutcome } from '../../notify/channel-sender';
import { encryptPushPayload, MAX_PUSH_PAYLOAD, vapidAuthorization } from './push-encryption';
import { vapidKeys } from './vapid-keys';

/** A device's subscription as stored. */
export interface StoredSubscription {
  readonly id: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What the service worker shows (apps/web/service-worker/sw.js reads the same fields). */
export interface PushNotice {
  readonly title: string;
  readonly body: string;
  /** The portal page a tap opens. */
  readonly link: string;
  /** One notification per delivery: a repeat replaces it instead of adding a second. */
  readonly tag: string;
  readonly security: boolean;
}

/** A channel's outcome for one device, or: the push service no longer knows it (404, 410), and it was removed. */
export type PushResult = Exclude<ChannelOutcome, { readonly kind: 'no-address' }> | { readonly kind: 'gone' };

/** How long a push service keeps a message for a device that is off: a deduction is news for days, not weeks. */
const TTL_SECONDS = 3 * 24 * 60 * 60;
/** A push service slower than this is treated as down, and the delivery tried again later. */
const TIMEOUT_MS = 10_000;

/** The payload as JSON, the body shortened until it fits one record. */
function payloadOf(notice: PushNotice): Buffer {
  let body = notice.body;
  for (;;) {
    const bytes = Buffer.from(JSON.stringify({ ...notice, body }));
    if (bytes.length <= MAX_PUSH_PAYLOAD || body.length === 0) return bytes;
    body = `${[...body].slice(0, Math.floor([...body].length * 0.8)).join('')}…`;
  }
}

/** Retry-After as seconds (a number or an HTTP date); undefined when absent or unreadable. */
function retryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * Posts one encrypted message to one device's push service (RFC 8030) with VAPID, TTL, Urgency (high for security
 * events) and a Topic from the delivery's tag, so a retry replaces a copy the service still holds. A success is
 * recorded; a device the service has forgotten is removed.
 */
export async function pushToDevice(services: Services, subscription: StoredSubscription, notice: PushNotice): Promise<PushResult> {
  const now = services.now();
  const keys = await vapidKeys(services.db);
  const body = encryptPushPayload(payloadOf(notice), {
    p256dh: Buffer.from(subscription.p256dh, 'base64url'),
    auth: Buffer.from(subscription.auth, 'base64url'),
  });
  let response: Response;
  try {
    response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: {
        authorization: vapidAuthorization(subscription.endpoint, keys, services.config.webPush.subject, now),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(TTL_SECONDS),
        urgency: notice.security ? 'high' : 'normal',
        // at most 32 base64url characters (RFC 8030 §5.4)
        topic: createHash('sha256').update(notice.tag).digest('base64url').slice(0, 32),
      },
      body: new Uint8Array(body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    return { kind: 'retry', reason: `push service unreachable: ${(error as Error).message}` };
  }
  const status = response.status;
  if (status >= 200 && status < 300) {
    await services.db.updateTable('push_subscriptions').set({ last_success_at: now.toISOString() }).where('id', '=', subscription.id).execute();
    return { kind: 'sent' };
  }
  if (status === 404 || status === 410) {
    await services.db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
    return { kind: 'gone' };
  }
  if (status === 429 || status >= 500) {
    const afterSeconds = retryAfter(response.headers.get('retry-after'), now);
    return { kind: 'retry', reason: `push service answered ${status}`, ...(afterSeconds === undefined ? {} : { afterSeconds }) };
  }
  return { kind: 'failed', reason: `push service answered ${status}` };
}
