import type { BroadcastChannelReach, BroadcastReachBody, BroadcastReachResponse } from '@coop/contract';
import { sql } from 'kysely';
import type { DomainContext } from '../../domain/context';
import { OUTSIDE_CHANNELS, type OutsideChannel } from '../../notify/channel-sender';
import { audienceMembers } from './broadcast-audience';
import { checkedAudience } from './broadcast-checks';

/**
 * How many members an audience holds, and how many each channel would reach: the inbox all of them; an outside
 * channel those who turned it on for broadcasts and have somewhere to send it (a device with push on, a linked LINE
 * account, an e-mail address, a phone number), as the senders look for them. One statement over the audience's
 * select, so the numbers agree with each other and with what publishing it would write.
 */
export async function broadcastReach(context: DomainContext, body: BroadcastReachBody): Promise<BroadcastReachResponse> {
  const audience = await checkedAudience(context.db, body.audience);
  const members = audienceMembers(context.db, audience, context.now());
  const chose = (channel: OutsideChannel) =>
    sql<boolean>`exists (select 1 from notification_preferences p where p.membership_no = m.membership_no and p.kind = 'staff-broadcast' and p.channel = ${channel})`;
  const { rows } = await sql<Record<'members' | OutsideChannel, string>>`
    with audience as (${members})
    select
      count(*) as members,
      count(*) filter (where ${chose('push')} and exists (select 1 from push_subscriptions s where s.membership_no = m.membership_no)) as push,
      count(*) filter (where ${chose('line')} and exists (select 1 from line_links l where l.membership_no = m.membership_no)) as line,
      count(*) filter (where ${chose('email')} and btrim(m.email) <> '') as email,
      count(*) filter (where ${chose('sms')} and btrim(m.phone) <> '') as sms
    from audience a join members m on m.membership_no = a.membership_no
  `.execute(context.db);
  const row = rows[0]!;
  const configured = (channel: OutsideChannel) => context.channels.some((c) => c.channel === channel && c.configured(context));
  const outside = OUTSIDE_CHANNELS.map((channel): BroadcastChannelReach => ({ channel, members: Number(row[channel]), configured: configured(channel) }));
  return { rc_code: '1', members: Number(row.members), channels: [{ channel: 'inbox', members: Number(row.members), configured: true }, ...outside] };
}
