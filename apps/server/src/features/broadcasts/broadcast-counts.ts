import { BROADCAST_CHANNELS, type BroadcastChannelCounts } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { broadcastKey } from './broadcast-queries';

/**
 * Per broadcast sent, what happened on each channel, from the event it was published as: the inbox's entries (all
 * sent, read when the member opened them) and each outside channel's deliveries by status: queued (or being sent),
 * sent, failed (refused for good, or the member had nowhere left to send it: it did not reach them; one turned off
 * since is none of these), read when the member opened the entry the delivery belongs to. Two grouped queries for a page, whatever its size.
 */
export async function channelCounts(db: Db, ids: readonly number[]): Promise<Map<number, BroadcastChannelCounts[]>> {
  const counts = new Map<number, BroadcastChannelCounts[]>();
  if (ids.length === 0) return counts;
  const keys = ids.map(broadcastKey);
  const [inbox, deliveries] = await Promise.all([
    db
      .selectFrom('member_events as e')
      .innerJoin('member_inbox as i', 'i.event_id', 'e.id')
      .where('e.key', 'in', keys)
      .groupBy('e.key')
      .select(['e.key', sql<string>`count(*)`.as('sent'), sql<string>`count(i.read_at)`.as('read')])
      .execute(),
    db
      .selectFrom('member_events as e')
      .innerJoin('member_deliveries as d', 'd.event_id', 'e.id')
      .innerJoin('member_inbox as i', 'i.id', 'd.inbox_id')
      .where('e.key', 'in', keys)
      .groupBy(['e.key', 'd.channel'])
      .select([
        'e.key',
        'd.channel',
        sql<string>`count(*) filter (where d.status in ('queued', 'sending'))`.as('queued'),
        sql<string>`count(*) filter (where d.status = 'sent')`.as('sent'),
        sql<string>`count(*) filter (where d.status in ('failed', 'no-address'))`.as('failed'),
        sql<string>`count(i.read_at)`.as('read'),
      ])
      .execute(),
  ]);
  for (const id of ids) {
    const key = broadcastKey(id);
    const entries = inbox.find((r) => r.key === key);
    if (!entries) continue;
    const rows: BroadcastChannelCounts[] = [{ channel: 'inbox', queued: 0, sent: Number(entries.sent), failed: 0, read: Number(entries.read) }];
    for (const channel of BROADCAST_CHANNELS) {
      const d = deliveries.find((r) => r.key === key && r.channel === channel);
      if (d) rows.push({ channel, queued: Number(d.queued), sent: Number(d.sent), failed: Number(d.failed), read: Number(d.read) });
    }
    counts.set(id, rows);
  }
  return counts;
}
