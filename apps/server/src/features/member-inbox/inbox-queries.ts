import type { Db } from '../../db/database';

/** Entries older than this are no longer shown: the inbox is the last year's news, not an archive. */
const SHOWN_DAYS = 366;
export const shownSince = (now: Date) => new Date(now.getTime() - SHOWN_DAYS * 86_400_000);

/** One page of a member's entries of the last year, newest first, with their event. */
export function listInbox(db: Db, membershipNo: string, since: Date, offset: number, limit: number) {
  return db
    .selectFrom('member_inbox as i')
    .innerJoin('member_events as e', 'e.id', 'i.event_id')
    .where('i.membership_no', '=', membershipNo)
    .where('i.created_at', '>=', since)
    .select(['i.id', 'e.kind', 'e.params as event_params', 'i.params', 'i.created_at', 'i.read_at'])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countInbox(db: Db, membershipNo: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('member_inbox')
    .where('membership_no', '=', membershipNo)
    .where('created_at', '>=', since)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUnread(db: Db, membershipNo: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('member_inbox')
    .where('membership_no', '=', membershipNo)
    .where('created_at', '>=', since)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's own entry read (another member's id changes nothing); false when the member has no such entry. */
export async function markRead(db: Db, membershipNo: string, id: number, at: Date): Promise<boolean> {
  const owned = await db.selectFrom('member_inbox').where('id', '=', id).where('membership_no', '=', membershipNo).select('id').executeTakeFirst();
  if (!owned) return false;
  await db.updateTable('member_inbox').set({ read_at: at }).where('id', '=', id).where('read_at', 'is', null).execute();
  return true;
}

export async function markAllRead(db: Db, membershipNo: string, at: Date): Promise<void> {
  await db.updateTable('member_inbox').set({ read_at: at }).where('membership_no', '=', membershipNo).where('read_at', 'is', null).execute();
}
