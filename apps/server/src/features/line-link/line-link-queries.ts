import type { Db } from '../../db/database';

/** The member's linked LINE account, or undefined. */
export function findLineLink(db: Db, membershipNo: string) {
  return db.selectFrom('line_links').select(['line_user_id', 'linked_at']).where('membership_no', '=', membershipNo).executeTakeFirst();
}

/** Links (or re-links) the member to this LINE account. */
export async function saveLineLink(db: Db, membershipNo: string, lineUserId: string, at: Date): Promise<void> {
  await db
    .insertInto('line_links')
    .values({ membership_no: membershipNo, line_user_id: lineUserId, linked_at: at })
    .onConflict((oc) => oc.column('membership_no').doUpdateSet({ line_user_id: lineUserId, linked_at: at }))
    .execute();
}

/** Removes the member's link; true when there was one. */
export async function deleteLineLink(db: Db, membershipNo: string): Promise<boolean> {
  const res = await db.deleteFrom('line_links').where('membership_no', '=', membershipNo).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** Removes every member's link to this LINE account (it unfollowed); the members it served. */
export async function deleteLinksOfLineUser(db: Db, lineUserId: string): Promise<string[]> {
  const rows = await db.deleteFrom('line_links').where('line_user_id', '=', lineUserId).returning('membership_no').execute();
  return rows.map((r) => r.membership_no);
}

/** Whether any member is linked to this LINE account. */
export async function isLineUserLinked(db: Db, lineUserId: string): Promise<boolean> {
  const row = await db.selectFrom('line_links').select('membership_no').where('line_user_id', '=', lineUserId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The member's one open nonce, replacing any earlier one (a second tab's start makes the first one's void). */
export async function saveLinkNonce(db: Db, membershipNo: string, nonceHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('line_link_nonces')
    .values({ membership_no: membershipNo, nonce_hash: nonceHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('membership_no').doUpdateSet({ nonce_hash: nonceHash, expires_at: expiresAt }))
    .execute();
}

/** Spends a nonce: deleted whatever its age, so it serves once; the member it was made for and its expiry, or undefined. */
export function spendLinkNonce(db: Db, nonceHash: string) {
  return db.deleteFrom('line_link_nonces').where('nonce_hash', '=', nonceHash).returning(['membership_no', 'expires_at']).executeTakeFirst();
}

/** Marks a webhook event handled; false when it was already (LINE redelivered it). */
export async function claimWebhookEvent(db: Db, webhookEventId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('line_webhook_events')
    .values({ webhook_event_id: webhookEventId, received_at: at })
    .onConflict((oc) => oc.column('webhook_event_id').doNothing())
    .returning('webhook_event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** LINE redelivers for a day at most; a week of event IDs is kept, the rest forgotten. */
export async function forgetOldWebhookEvents(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('line_webhook_events').where('received_at', '<', before).execute();
}
