import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';

/** Sending arrives with the job queue (branch i25-queue); until then an approved broadcast waits in the table. */
export async function queueBroadcast(_context: DomainContext, _id: number, _runAt: Date, _db: Db): Promise<void> {}
