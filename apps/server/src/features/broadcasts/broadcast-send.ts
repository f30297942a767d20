import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { publishMemberEvent } from '../../notify/publish-member-event';
import { audienceMembers } from './broadcast-audience';
import { broadcastKey, findBroadcastForUpdate, updateBroadcast } from './broadcast-queries';

export const SEND_BROADCAST_JOB = 'broadcast.send';

/** Queues the sending in the approval's transaction: the job exists only if the approval commits, once per broadcast. */
export async function queueBroadcast(context: DomainContext, id: number, runAt: Date, db: Db): Promise<void> {
  await context.jobs.send(SEND_BROADCAST_JOB, { id }, { key: broadcastKey(id), runAt }, db);
}

/**
 * The job's work: an approved broadcast is published to its audience as resolved now (inbox entries, deliveries on
 * the channels each member chose, their jobs) and marked sent, in one transaction with the row locked. A broadcast
 * cancelled meanwhile, or already sent by an earlier run, is left as it is.
 */
export async function sendBroadcast(context: DomainContext, id: number): Promise<void> {
  // the event's key is the broadcast's: a run repeated after a crash reaches no member twice
  await context.db.transaction().execute(async (trx) => {
    const row = await findBroadcastForUpdate(trx, id);
    if (row?.status !== 'approved') return;
    const now = context.now();
    const audience = { kind: row.audience_kind as Parameters<typeof audienceMembers>[1]['kind'], value: row.audience_value };
    const published = await publishMemberEvent(
      context,
      { kind: 'staff-broadcast', key: broadcastKey(id), params: { title: row.title, body: row.body, link: row.link } },
      audienceMembers(trx, audience, now),
      trx,
    );
    await updateBroadcast(trx, id, 'approved', { status: 'sent', sent_at: now, recipients: published.inbox, updated_at: now });
    await recordAudit(context, { action: 'notification.broadcast_sent', target: broadcastKey(id), after: { title: row.title, recipients: published.inbox } }, trx);
  });
}
