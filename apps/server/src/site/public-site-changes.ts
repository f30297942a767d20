import { sql } from 'kysely';
import type { Db } from '../db/database';
import { listenerFor, type Unlisten } from '../db/listener';

/** The PostgreSQL channel on which every server process hears that staff changed what the public site shows. */
export const PUBLIC_SITE_CHANGED_CHANNEL = 'coop_public_site_changed';

/** Inside a transaction the notification goes out on commit, so no process forgets pages for a change rolled back. */
export async function announcePublicSiteChange(db: Db): Promise<void> {
  await sql`select pg_notify(${PUBLIC_SITE_CHANGED_CHANNEL}, '')`.execute(db);
}

/** The payload carries nothing: whoever sent it, the answer is the same (render again), so none is trusted. */
export function listenForPublicSiteChanges(db: Db, onChange: () => void): Promise<Unlisten> {
  return listenerFor(db)(PUBLIC_SITE_CHANGED_CHANNEL, () => onChange());
}
