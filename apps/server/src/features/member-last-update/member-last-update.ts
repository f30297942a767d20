import type { LastUpdateResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { lastRefreshedAt } from './data-refresh-queries';

/** When the read copy of members' finance was last refreshed from core banking, or null before the first import. */
export async function memberLastUpdate(context: DomainContext): Promise<LastUpdateResponse> {
  const at = await lastRefreshedAt(context.db);
  return { rc_code: '1' as const, data: at ? at.toISOString() : null };
}
