import type { BroadcastChannelReach, BroadcastReachBody, BroadcastReachResponse } from '@coop/contract';
import { sql } from 'kysely';
import type { DomainContext } from '../../domain/context';
import { channelReach } from '../../notify/channel-reach';
import { OUTSIDE_CHANNELS } from '../../notify/channel-sender';
import { audienceMembers } from './broadcast-audience';
import { checkedAudience } from './broadcast-checks';

/**
 * How many members an audience holds, and how many each channel would reach: the inbox all of them; an outside
 * channel exactly the deliveries publishing it would queue (`channelReach`, the fan-out's own select: chose
 * broadcasts on it, reachable there, the channel configured). One statement, so the numbers agree with each other.
 */
export async function broadcastReach(context: DomainContext, body: BroadcastReachBody): Promise<BroadcastReachResponse> {
  const audience = await checkedAudience(context.db, body.audience);
  const members = audienceMembers(context.db, audience, context.now());
  const reach = channelReach(context, context.db, 'staff-broadcast');
  const counted = context.db.selectFrom(members.as('a')).select(sql<string>`count(distinct a.membership_no)`.as('members'));
  const row = reach
    ? await counted
        .leftJoin(reach.as('r'), 'r.membership_no', 'a.membership_no')
        .select((eb) => OUTSIDE_CHANNELS.map((channel) => eb.fn.count<string>('r.channel').filterWhere('r.channel', '=', channel).as(channel)))
        .executeTakeFirstOrThrow()
    : await counted.executeTakeFirstOrThrow();
  const reached = row as Partial<Record<(typeof OUTSIDE_CHANNELS)[number], string>>;
  const configured = (channel: string) => context.channels.some((c) => c.channel === channel && c.configured(context));
  const outside = OUTSIDE_CHANNELS.map((channel): BroadcastChannelReach => ({ channel, members: Number(reached[channel] ?? 0), configured: configured(channel) }));
  return { rc_code: '1', members: Number(row.members), channels: [{ channel: 'inbox', members: Number(row.members), configured: true }, ...outside] };
}
