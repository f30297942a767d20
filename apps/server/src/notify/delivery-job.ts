import type { JobDefinition } from '../jobs/job-definition';
import { DELIVER_JOB, type DeliverRange, deliverRange } from './delivery-range';

/**
 * Sends one slice of an event's deliveries on one channel. Deliveries still waiting afterwards (quiet hours, a
 * provider that asked to wait) get a job of their own at the time the first is due, keyed by that time so a run
 * repeated after a crash does not queue two; the slice's own run ends, so a waiting channel holds no worker.
 */
export const deliveryJob: JobDefinition<DeliverRange> = {
  name: DELIVER_JOB,
  // a month's fan-out queues hundreds of these: an import or a mail queued after them must not wait minutes
  bulk: true,
  async handler(context, range) {
    const run = await deliverRange(context, range);
    if (run.nextDueAt === null) return;
    const key = `${range.eventId}:${range.channel}:${range.fromId}:${run.nextDueAt.getTime()}`;
    await context.jobs.send(DELIVER_JOB, range, { key, runAt: run.nextDueAt });
  },
};
