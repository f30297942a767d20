import type { Db } from '../db/database';
import type { DomainContext } from '../domain/context';
import type { LiveSession } from './sessions';

/** The answer of an area's getAuthUser (spec 3, 4, 7) while the session lives: the identity with its expiry. */
export interface SessionCheck<Identity> {
  status: true;
  rc_code: '1';
  data: Identity & { expires_at: string };
}

/** The session check of an area: its identity while both the session and the account exist, else undefined. */
export async function checkSession<Identity extends object>(
  context: DomainContext,
  session: LiveSession | undefined,
  findIdentity: (db: Db, subject: string) => Promise<Identity | undefined>,
): Promise<SessionCheck<Identity> | undefined> {
  const identity = session && (await findIdentity(context.db, session.subject));
  if (!session || !identity) return undefined;
  return { status: true, rc_code: '1', data: { ...identity, expires_at: session.expiresAt.toISOString() } };
}
