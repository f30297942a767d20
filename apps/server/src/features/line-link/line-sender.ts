import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ChannelSender } from '../../notify/channel-sender';
import { callLine, lineText } from './line-api';
import { findLineLink } from './line-link-queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * X-Line-Retry-Key must be a UUID: the delivery's own when it is one, else a name-based one (UUID version 5 form) of
 * it, the same on every retry of that delivery, so LINE delivers a retried push once.
 */
export function retryKeyOf(deliveryId: string): string {
  if (UUID.test(deliveryId)) return deliveryId.toLowerCase();
  const bytes = createHash('sha1').update(`coop-portal/line-delivery/${deliveryId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A LINE user's backlog or a busy platform: try again in a minute unless LINE says when. */
const DEFAULT_RETRY_SECONDS = 60;

/**
 * A member's message as a LINE push (issue 25 item 4): Thai text of the title, the body and the page's absolute
 * address, to the LINE account the member linked. 409 is LINE refusing a retry key it has already accepted, so the
 * message went; 429, 5xx and no answer are tried again later; any other refusal (400, 403) is final.
 */
export const lineSender: ChannelSender = {
  channel: 'line',
  configured: (services) => services.config.line !== undefined,
  reachable: (membershipNo) => sql<boolean>`exists (select 1 from line_links l where l.membership_no = ${membershipNo})`,
  async send(services, message) {
    const line = services.config.line;
    if (!line) return { kind: 'failed', reason: 'LINE is not configured' };
    const link = await findLineLink(services.db, message.membershipNo);
    if (!link) return { kind: 'no-address' };
    const text = lineText(`${message.title}\n${message.body}\n${line.publicUrl}${message.link}`);
    const answer = await callLine(line, '/v2/bot/message/push', { to: link.line_user_id, messages: [{ type: 'text', text }] }, { 'x-line-retry-key': retryKeyOf(message.deliveryId) });
    if (answer.ok || answer.status === 409) return { kind: 'sent' };
    if (answer.status === 0 || answer.status === 429 || answer.status >= 500) {
      return { kind: 'retry', reason: answer.reason, afterSeconds: answer.retryAfter ?? DEFAULT_RETRY_SECONDS };
    }
    return { kind: 'failed', reason: answer.reason };
  },
};
