import type { MarqueeNote } from '@coop/contract';
import type { Db } from '../database';

/** Active marquee notes in display order. */
export async function listMarqueeNotes(db: Db): Promise<MarqueeNote[]> {
  const rows = await db
    .selectFrom('marquee_notes')
    .select('note')
    .where('active', '=', true)
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ Note: r.note }));
}
