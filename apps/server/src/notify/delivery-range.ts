import { isSecurityEvent } from '@coop/contract';
import { sql } from 'kysely';
import type { DomainContext } from '../domain/context';
import type { DeliveryStatus } from '../db/schema';
import type { ChannelOutcome, ChannelSender, OutsideChannel } from './channel-sender';
import { eventWords } from './event-words';
import { inQuietHours, quietHoursEnd } from './quiet-hours';

export const DELIVER_JOB = 'notify.deliver';

/** A slice of one event's deliveries on one channel: what one delivery job sends. */
export interface DeliverRange {
  readonly eventId: number;
  readonly channel: OutsideChannel;
  readonly fromId: number;
  readonly toId: number;
}

/**
 * A delivery claimed longer ago than a job's lease was left by a process that died while sending (its job is taken
 * back after the same time): it is tried again.
 */
const sendingLeaseMs = (context: DomainContext) => context.config.jobs.leaseSeconds * 1000;
/** After this many tries a provider that keeps asking to wait has failed the delivery. */
export const MAX_ATTEMPTS = 8;
/** The wait after the n-th try that asked to wait, unless the provider said how long: 30 s, 1 min, 2 min … up to 1 h. */
export const backoffSeconds = (attempts: number, asked?: number) => Math.max(asked ?? 0, Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1)));

const CHANNELS_WITH_QUIET_HOURS: readonly OutsideChannel[] = ['push', 'line'];

/** What a run of the slice left: when the next of its deliveries is due, if any still waits. */
export interface RangeRun {
  readonly sent: number;
  readonly nextDueAt: Date | null;
}

async function send(sender: ChannelSender, context: DomainContext, message: Parameters<ChannelSender['send']>[1]): Promise<ChannelOutcome> {
  try {
    return await sender.send(context, message);
  } catch (error) {
    // a sender that throws (a socket reset) is a provider to try again later, not a lost message
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends the due deliveries of a slice through their channel's sender, one at a time, each claimed first (status
 * `sending`) so that a delivery marked sent is never sent again, whoever runs the slice. Quiet hours move push and
 * LINE to 07:00 (security events excepted); a member who turned the channel off since is skipped; a provider that asks
 * to wait stops the slice, which runs again when its first delivery is due: other channels' slices go on meanwhile.
 */
export async function deliverRange(context: DomainContext, range: DeliverRange): Promise<RangeRun> {
  const { db } = context;
  const now = context.now();
  const slice = db
    .selectFrom('member_deliveries as d')
    .where('d.event_id', '=', range.eventId)
    .where('d.channel', '=', range.channel)
    .where('d.id', '>=', range.fromId)
    .where('d.id', '<=', range.toId);
  const event = await db.selectFrom('member_events').where('id', '=', range.eventId).select(['kind', 'params']).executeTakeFirst();
  const sender = context.channels.find((c) => c.channel === range.channel);
  if (!event || !sender || !sender.configured(context)) {
    await finishWaiting(context, range, 'skipped', 'channel not configured');
    return { sent: 0, nextDueAt: null };
  }
  const security = isSecurityEvent(event.kind);
  const stale = new Date(now.getTime() - sendingLeaseMs(context));
  const due = await slice
    .innerJoin('member_inbox as i', 'i.id', 'd.inbox_id')
    .leftJoin('notification_settings as s', 's.membership_no', 'd.membership_no')
    .leftJoin('notification_preferences as p', (j) =>
      j.onRef('p.membership_no', '=', 'd.membership_no').onRef('p.channel', '=', 'd.channel').on('p.kind', '=', event.kind),
    )
    .where((eb) => eb.or([eb('d.status', '=', 'queued'), eb.and([eb('d.status', '=', 'sending'), eb('d.claimed_at', '<', stale)])]))
    .where('d.next_at', '<=', now)
    .select(['d.id', 'd.membership_no', 'i.params', sql<boolean>`coalesce(s.quiet_hours, true)`.as('quiet_hours'), sql<boolean>`p.kind is not null`.as('still_on')])
    .orderBy('d.id')
    .execute();
  let sent = 0;
  let waitUntil: Date | null = null;
  for (const row of due) {
    if (!row.still_on) {
      await settle(context, row.id, { status: 'skipped', error: 'turned off' }, ['queued', 'sending']);
      continue;
    }
    if (!security && row.quiet_hours && CHANNELS_WITH_QUIET_HOURS.includes(range.channel) && inQuietHours(now)) {
      await db.updateTable('member_deliveries').set({ next_at: quietHoursEnd(now) }).where('id', '=', row.id).where('status', '=', 'queued').execute();
      continue;
    }
    const claimed = await db
      .updateTable('member_deliveries')
      .set((eb) => ({ status: 'sending', claimed_at: now, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', stale)])]))
      .returning('attempts')
      .executeTakeFirst();
    if (!claimed) continue;
    const words = eventWords(event.kind, event.params, row.params);
    const outcome = await send(sender, context, { deliveryId: String(row.id), membershipNo: row.membership_no, ...words, security });
    if (outcome.kind === 'retry') {
      const failed = claimed.attempts >= MAX_ATTEMPTS;
      const nextAt = new Date(context.now().getTime() + backoffSeconds(claimed.attempts, outcome.afterSeconds) * 1000);
      await settle(context, row.id, failed ? { status: 'failed', error: outcome.reason } : { status: 'queued', error: outcome.reason, nextAt });
      if (failed) continue;
      // the provider is down or busy: the rest of the slice waits with this one
      waitUntil = nextAt;
      break;
    }
    await settle(context, row.id, outcome.kind === 'failed' ? { status: 'failed', error: outcome.reason } : { status: outcome.kind, error: null });
    if (outcome.kind === 'sent') sent += 1;
  }
  if (waitUntil) return { sent, nextDueAt: waitUntil };
  // a delivery claimed by a process that died comes back when its claim is stale
  const next = await slice
    .where('d.status', 'in', ['queued', 'sending'])
    .select(sql<Date | null>`min(case when d.status = 'sending' then d.claimed_at + ${`${sendingLeaseMs(context)} milliseconds`}::interval else d.next_at end)`.as('due'))
    .executeTakeFirst();
  if (!next?.due) return { sent, nextDueAt: null };
  return { sent, nextDueAt: new Date(Math.max(new Date(next.due).getTime(), context.now().getTime() + 1000)) };
}

/** Records what became of a claimed delivery; only the claim's own status moves, so a late answer cannot undo `sent`. */
async function settle(
  context: DomainContext,
  id: number,
  result: { status: DeliveryStatus; error: string | null; nextAt?: Date },
  from: readonly DeliveryStatus[] = ['sending'],
): Promise<void> {
  const final = result.status !== 'queued';
  await context.db
    .updateTable('member_deliveries')
    .set({
      status: result.status,
      last_error: result.error?.slice(0, 500) ?? null,
      ...(result.nextAt ? { next_at: result.nextAt } : {}),
      ...(final ? { finished_at: context.now() } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .execute();
}

/** A slice whose channel is gone (no longer configured) ends its waiting deliveries as the status given. */
async function finishWaiting(context: DomainContext, range: DeliverRange, status: DeliveryStatus, error: string): Promise<void> {
  await context.db
    .updateTable('member_deliveries')
    .set({ status, last_error: error, finished_at: context.now() })
    .where('event_id', '=', range.eventId)
    .where('channel', '=', range.channel)
    .where('id', '>=', range.fromId)
    .where('id', '<=', range.toId)
    .where('status', 'in', ['queued', 'sending'])
    .execute();
}
