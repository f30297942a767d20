import type { BroadcastChannelCounts } from '@coop/contract';
import type { Db } from '../../db/database';

/** Per broadcast, what happened on each channel: read from the deliveries and the inbox once they exist (i25-inbox). */
export async function channelCounts(_db: Db, _ids: readonly number[]): Promise<Map<number, BroadcastChannelCounts[]>> {
  return new Map();
}
