import type { MemberEventKind } from '@coop/contract';
import { type SelectQueryBuilder, type Transaction, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { DomainContext, Services } from '../domain/context';
import { channelReach } from './channel-reach';
import type { OutsideChannel } from './channel-sender';
import { DELIVER_JOB, type DeliverRange } from './delivery-range';

/** An event as its source states it: its kind, a key that names it once (`deduction-billed:2026-11`) and its shared values. */
export interface MemberEvent {
  readonly kind: MemberEventKind;
  readonly key: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** Who an event is for, as SQL: a select of `membership_no` and `params` (the member's own values as jsonb). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tables may be joined to find the audience
export type Audience = SelectQueryBuilder<any, any, { membership_no: string; params: unknown }>;

/** An audience's member values when there are none. */
export const NO_MEMBER_PARAMS = sql<unknown>`'{}'::jsonb`.as('params');

/** Deliveries per job: each delivery keeps its own status, a job sends a slice of one event on one channel. */
export const DELIVERY_BATCH = 500;

export interface Published {
  readonly eventId: number;
  /** Inbox entries written now (a member the event already reached is not counted again). */
  readonly inbox: number;
  readonly deliveries: Readonly<Partial<Record<OutsideChannel, number>>>;
}

/** The outside channels this deployment can send on. */
export const configuredChannels = (services: Services): OutsideChannel[] =>
  services.channels.filter((c) => c.configured(services)).map((c) => c.channel);

/**
 * Records an event for its audience: one inbox entry per member (a member already reached by this key is skipped),
 * one delivery per member and configured channel the member turned on for this kind and can be reached on
 * (`channelReach`), and the jobs that send them,
 * all in one transaction (the caller's, when given). Written with INSERT … SELECT, so a hundred thousand members
 * cost a few statements, not a loop.
 */
export async function publishMemberEvent(context: DomainContext, event: MemberEvent, audience: Audience, db?: Db | Transaction<Database>): Promise<Published> {
  const work = async (trx: Db | Transaction<Database>): Promise<Published> => {
    const now = context.now();
    const { id: eventId } = await trx
      .insertInto('member_events')
      .values({ kind: event.kind, key: event.key, params: JSON.stringify(event.params ?? {}), published_at: now })
      // an event published again (a month imported twice) keeps its first values and reaches only the members it missed
      .onConflict((oc) => oc.column('key').doUpdateSet({ key: (eb) => eb.ref('excluded.key') }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const inbox = await trx
      .insertInto('member_inbox')
      .columns(['event_id', 'membership_no', 'params', 'created_at'])
      .expression(
        trx
          .selectFrom(audience.as('a'))
          .select([sql<number>`${eventId}::bigint`.as('event_id'), 'a.membership_no', sql<string>`a.params::jsonb`.as('params'), sql<Date>`${now}::timestamptz`.as('created_at')]),
      )
      .onConflict((oc) => oc.columns(['membership_no', 'event_id']).doNothing())
      .executeTakeFirst();
    const reach = channelReach(context, trx, event.kind);
    const deliveries: Partial<Record<OutsideChannel, number>> = {};
    if (reach) {
      await trx
        .insertInto('member_deliveries')
        .columns(['inbox_id', 'event_id', 'membership_no', 'channel', 'next_at', 'created_at'])
        .expression(
          trx
            .selectFrom('member_inbox as i')
            .innerJoin(reach.as('p'), 'p.membership_no', 'i.membership_no')
            .where('i.event_id', '=', eventId)
            .where('i.created_at', '=', now)
            .select(['i.id', 'i.event_id', 'i.membership_no', 'p.channel', sql<Date>`${now}::timestamptz`.as('next_at'), sql<Date>`${now}::timestamptz`.as('created_at')])
            .orderBy('p.channel')
            .orderBy('i.id'),
        )
        .onConflict((oc) => oc.columns(['event_id', 'membership_no', 'channel']).doNothing())
        .execute();
      const spans = await trx
        .selectFrom('member_deliveries')
        .where('event_id', '=', eventId)
        .where('created_at', '=', now)
        .groupBy('channel')
        .select(['channel', (eb) => eb.fn.min<number>('id').as('first'), (eb) => eb.fn.max<number>('id').as('last'), (eb) => eb.fn.countAll<number>().as('count')])
        .execute();
      const ranges: { data: DeliverRange }[] = [];
      for (const span of spans) {
        deliveries[span.channel] = Number(span.count);
        for (let from = Number(span.first); from <= Number(span.last); from += DELIVERY_BATCH) {
          ranges.push({ data: { eventId, channel: span.channel, fromId: from, toId: Math.min(from + DELIVERY_BATCH - 1, Number(span.last)) } });
        }
      }
      if (ranges.length > 0) await context.jobs.sendMany(DELIVER_JOB, ranges, trx);
    }
    return { eventId, inbox: Number(inbox.numInsertedOrUpdatedRows ?? 0), deliveries };
  };
  return db ? work(db) : context.db.transaction().execute(work);
}

/** The audience of one member, with their own values. */
export function oneMember(db: Db | Transaction<Database>, membershipNo: string): Audience {
  return db.selectFrom('members').where('membership_no', '=', membershipNo).select(['membership_no', NO_MEMBER_PARAMS]);
}
