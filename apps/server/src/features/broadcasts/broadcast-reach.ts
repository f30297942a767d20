import type { BroadcastChannelReach, BroadcastReachBody, BroadcastReachResponse } from '@coop/contract';
import { sql } from 'kysely';
import type { DomainContext } from '../../domain/context';
import { audienceMembers } from './broadcast-audience';
import { checkedAudience } from './broadcast-checks';

/**
 * How many members an audience holds, and how many each channel would reach: the inbox all of them, an outside
 * channel those who have an address on it. One statement over the audience's select, so the numbers agree.
 */
export async function broadcastReach(context: DomainContext, body: BroadcastReachBody): Promise<BroadcastReachResponse> {
  const audience = await checkedAudience(context.db, body.audience);
  const members = audienceMembers(context.db, audience, context.now());
  const { rows } = await sql<{ members: string; email: string; sms: string }>`
    with audience as (${members})
    select
      count(*) as members,
      count(*) filter (where m.email <> '') as email,
      count(*) filter (where m.phone <> '') as sms
    from audience a join members m on m.membership_no = a.membership_no
  `.execute(context.db);
  const row = rows[0]!;
  const configured = (channel: string) => context.channels.some((c) => c.channel === channel && c.configured(context));
  const channels: BroadcastChannelReach[] = [
    { channel: 'inbox', members: Number(row.members), configured: true },
    { channel: 'email', members: Number(row.email), configured: configured('email') },
    { channel: 'sms', members: Number(row.sms), configured: configured('sms') },
  ];
  return { rc_code: '1', members: Number(row.members), channels };
}
