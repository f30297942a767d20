import type { JobDefinition } from '../../jobs/job-definition';
import { SEND_BROADCAST_JOB, sendBroadcast } from './broadcast-send';

/** An approved broadcast goes at its time; the run is idempotent (the row's status and the event's key). */
export const broadcastJobs: readonly JobDefinition<{ id: number }>[] = [{ name: SEND_BROADCAST_JOB, handler: (context, data) => sendBroadcast(context, data.id) }];
