import type { MemberEventKind } from '@coop/contract';
import { type Transaction, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { Services } from '../domain/context';

/**
 * Who an event of this kind reaches on each outside channel, as SQL (`membership_no`, `channel`): the members who
 * turned the channel on for the kind, on the channels this deployment configured, where the channel's sender can
 * reach them. The fan-out queues its deliveries from it and the broadcast composer counts it, so what staff are
 * told will be sent is what is queued. Undefined when no outside channel is configured.
 */
export function channelReach(services: Services, db: Db | Transaction<Database>, kind: MemberEventKind) {
  const senders = services.channels.filter((c) => c.configured(services));
  if (senders.length === 0) return undefined;
  const member = sql.ref<string>('p.membership_no');
  return db
    .selectFrom('notification_preferences as p')
    .select(['p.membership_no', 'p.channel'])
    .where('p.kind', '=', kind)
    .where((eb) => eb.or(senders.map((sender) => eb.and([eb('p.channel', '=', sender.channel), sender.reachable?.(member) ?? sql<boolean>`true`]))));
}
