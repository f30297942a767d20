import type { Db } from '../database';
import { type AccessRow, accessInsert } from './access-record-repository';

export interface NewSession {
  tokenHash: string;
  kind: string;
  subject: string;
  remember: boolean;
  createdAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
  /** A staff user seeing the member's view, and why (impersonation). */
  impersonator?: string;
  impersonationReason?: string;
  /** The session's expiry never slides past this. */
  maxExpiresAt?: Date;
  /** A sign-in's access row (decision 078), written by the same statement as the session. */
  access?: AccessRow;
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await (s.access ? db.with('access', accessInsert([s.access])) : db)
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      kind: s.kind,
      subject: s.subject,
      remember: s.remember,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      ip: s.ip,
      user_agent: s.userAgent,
      impersonator: s.impersonator ?? null,
      impersonation_reason: s.impersonationReason ?? null,
      max_expires_at: s.maxExpiresAt ?? null,
    })
    .execute();
}

/** The sessions of one kind that have not expired at `now`. */
const liveSessions = (db: Db, kind: string, now: Date) =>
  db.selectFrom('sessions').where('kind', '=', kind).where('expires_at', '>', now);

export function findLiveSession(db: Db, tokenHash: string, kind: string, now: Date) {
  return liveSessions(db, kind, now)
    .select(['subject', 'remember', 'expires_at', 'max_expires_at', 'impersonator'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The slid expiry, and the use that slid it: the owner's list shows when each session was last used. */
export async function setSessionExpiry(db: Db, tokenHash: string, expiresAt: Date, usedAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt, last_seen_at: usedAt }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Db, kind: string, subject: string, exceptTokenHash?: string): Promise<void> {
  let q = db.deleteFrom('sessions').where('kind', '=', kind).where('subject', '=', subject);
  if (exceptTokenHash) q = q.where('token_hash', '<>', exceptTokenHash);
  await q.execute();
}

/** Ends every member session the staff user opened to see a member's view; the members whose view it was. */
export async function deleteImpersonationsBy(db: Db, staffUsername: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('kind', '=', 'member').where('impersonator', '=', staffUsername).returning('subject').execute();
  return rows.map((r) => r.subject);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** The live sessions of one subject, newest first, for staff to see (never their tokens). */
export function listLiveSessionsOf(db: Db, kind: string, subject: string, now: Date) {
  return liveSessions(db, kind, now)
    .select(['created_at', 'expires_at', 'ip', 'user_agent', 'impersonator'])
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The owner's own live sessions, newest first (never a staff user's look through the member's view). */
export function listOwnSessions(db: Db, kind: string, subject: string, now: Date) {
  return liveSessions(db, kind, now)
    .select(['id', 'token_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'remember', 'expires_at'])
    .where('subject', '=', subject)
    .where('impersonator', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the owner's own sessions by its id; the token hash it had, or undefined when it is not theirs. */
export async function deleteOwnSession(db: Db, kind: string, subject: string, id: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('impersonator', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return row?.token_hash;
}
