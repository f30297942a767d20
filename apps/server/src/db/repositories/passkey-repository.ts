import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { Database, PasskeyPurpose } from '../schema';

/** Whose passkeys: a member's (they sign in with them) or a staff user's (their second factor). */
export type PasskeyOwner = { readonly kind: 'member'; readonly membershipNo: string } | { readonly kind: 'staff'; readonly username: string };

const ownerColumns = (owner: PasskeyOwner) =>
  owner.kind === 'member' ? ({ column: 'membership_no', value: owner.membershipNo } as const) : ({ column: 'staff_username', value: owner.username } as const);

/** The owner's passkeys, oldest first: what the security page lists and what a login may answer with. */
export function listPasskeys(db: Db, owner: PasskeyOwner) {
  const { column, value } = ownerColumns(owner);
  return db
    .selectFrom('passkeys')
    .where(column, '=', value)
    .select(['id', 'credential_id', 'transports', 'user_handle', 'name', 'backed_up', 'created_at', 'last_used_at'])
    .orderBy('id')
    .execute();
}

export function findPasskeyByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').where('credential_id', '=', credentialId).selectAll().executeTakeFirst();
}

export type StoredPasskey = NonNullable<Awaited<ReturnType<typeof findPasskeyByCredentialId>>>;

/** A new passkey; false when its credential ID is already stored (the same authenticator registered twice). */
export async function insertPasskey(db: Db, passkey: Insertable<Database['passkeys']>) {
  return db.insertInto('passkeys').values(passkey).onConflict((oc) => oc.column('credential_id').doNothing()).returningAll().executeTakeFirst();
}

/**
 * Records a use: the counter moves from the value the check read to the new one in one conditional update, so of
 * two uses that both read the same counter only one is taken.
 */
export async function takePasskeyUse(db: Db, id: number, readCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', id)
    .where('counter', '=', readCounter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function renamePasskey(db: Db, owner: PasskeyOwner, id: number, name: string): Promise<boolean> {
  const { column, value } = ownerColumns(owner);
  const result = await db.updateTable('passkeys').set({ name }).where('id', '=', id).where(column, '=', value).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Removes one of the owner's passkeys; undefined when the owner has none by that id. */
export function deletePasskey(db: Db, owner: PasskeyOwner, id: number) {
  const { column, value } = ownerColumns(owner);
  return db.deleteFrom('passkeys').where('id', '=', id).where(column, '=', value).returning(['id', 'name']).executeTakeFirst();
}

/** Removes every passkey of the owner (an account taken back by staff); how many there were. */
export async function deleteAllPasskeys(db: Db, owner: PasskeyOwner): Promise<number> {
  const { column, value } = ownerColumns(owner);
  const result = await db.deleteFrom('passkeys').where(column, '=', value).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A challenge given out; challenges long expired go with it, so the table holds only the last few minutes'. */
export async function saveChallenge(db: Db, challenge: Insertable<Database['passkey_challenges']>, now: Date): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await db.insertInto('passkey_challenges').values(challenge).execute();
}

/** Takes a live challenge given for the purpose: deleted as it is read, so it is taken once; undefined otherwise. */
export function takeChallenge(db: Db, challenge: string, purpose: PasskeyPurpose, now: Date) {
  return db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning(['subject', 'user_handle'])
    .executeTakeFirst();
}
