import { sql } from 'kysely';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Db } from '../db/database';
import { listenerFor, type Unlisten } from '../db/listener';

/** The PostgreSQL channel on which every server process hears of sessions ended by another. */
export const SESSION_REVOKED_CHANNEL = 'coop_session_revoked';

const SessionRevocationSchema = Type.Union([
  Type.Object({ tokenHash: Type.String() }),
  Type.Object({ kind: Type.String(), subject: Type.String(), except: Type.Optional(Type.String()) }),
  Type.Object({ impersonator: Type.String() }),
]);
/**
 * One session (logout), every session of a subject but the one making the change (password change), or every
 * member session a staff user opened to see a member's view (that staff user logged out, was disabled…).
 */
export type SessionRevocation = Static<typeof SessionRevocationSchema>;

/** Inside a transaction the notification goes out on commit, so no process hears of a delete that rolled back. */
export async function publishSessionRevocation(db: Db, revocation: SessionRevocation): Promise<void> {
  await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${JSON.stringify(revocation)})`.execute(db);
}

export function listenForSessionRevocations(
  db: Db,
  onRevocation: (revocation: SessionRevocation) => void,
): Promise<Unlisten> {
  return listenerFor(db)(SESSION_REVOKED_CHANNEL, (payload) => {
    let revocation: unknown;
    try {
      revocation = JSON.parse(payload);
    } catch {
      return;
    }
    // anyone with database access can NOTIFY; a payload of another shape is not ours
    if (Value.Check(SessionRevocationSchema, revocation)) onRevocation(revocation);
  });
}
