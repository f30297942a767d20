import type { Db } from '../db/database';
import type { AccessRow } from '../db/repositories/access-record-repository';
import {
  deleteExpiredSessions,
  deleteImpersonationsBy,
  deleteOwnSession,
  deleteSession,
  deleteSessionsOf,
  findLiveSession,
  insertSession,
  setSessionExpiry,
} from '../db/repositories/session-repository';
import type { CachedSession, SessionCache } from './session-cache';
import { publishSessionRevocation, type SessionRevocation } from './session-revocation';
import { hashSessionToken, newSessionToken } from './session-token';

/** The areas a session opens; 'staff-challenge' is a staff login waiting for its second factor. */
export type SessionKind = 'member' | 'membergroup' | 'staff' | 'staff-challenge';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A member's or member group's session: 2 idle hours end it, and none outlives 12 hours from the login (decision 077). */
export const SESSION_TTL_MS = 2 * HOUR;
export const SESSION_MAX_MS = 12 * HOUR;
/** "Remember me": 7 days from the login at most, however busy (decision 077; was 30 days sliding). */
export const REMEMBER_TTL_MS = 7 * 24 * HOUR;
export const REMEMBER_MAX_MS = REMEMBER_TTL_MS;
/**
 * Staff sessions are shorter than members' (decision 070): 30 idle minutes end one, and none outlives a working
 * day of 8 hours, however busy; a console opens every member's data, a member's session only their own.
 */
export const STAFF_SESSION_IDLE_MS = 30 * MINUTE;
export const STAFF_SESSION_MAX_MS = 8 * HOUR;
/** Sliding expiry is written at most once a minute per session, so reads stay reads. */
const EXTEND_EVERY_MS = MINUTE;

/** How long a session lives unused, and at most from its login (undefined: only the caller's own cap, a challenge's). */
function lifetimeOf(kind: SessionKind, remember: boolean): { idle: number; max: number | undefined } {
  if (kind === 'staff') return { idle: STAFF_SESSION_IDLE_MS, max: STAFF_SESSION_MAX_MS };
  if (kind === 'staff-challenge') return { idle: SESSION_TTL_MS, max: undefined };
  return remember ? { idle: REMEMBER_TTL_MS, max: REMEMBER_MAX_MS } : { idle: SESSION_TTL_MS, max: SESSION_MAX_MS };
}
const ttlOf = (kind: SessionKind, remember: boolean) => lifetimeOf(kind, remember).idle;

export interface IssuedSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface NewSessionRequest {
  kind: SessionKind;
  subject: string;
  remember: boolean;
  ip: string;
  userAgent: string;
  /** A hard limit from now, sooner than the kind's own: the session ends then, however busy (an impersonation, a challenge). */
  maxTtlMs?: number;
  impersonation?: { by: string; reason: string };
  /** The sign-in's access row (decision 078), written with the session in one statement. */
  access?: AccessRow;
}

export async function issueSession(db: Db, now: Date, s: NewSessionRequest): Promise<IssuedSession> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const { idle, max } = lifetimeOf(s.kind, s.remember);
  // the absolute lifetime of the kind, or the caller's own cap (an impersonation, a challenge) when that is sooner
  const maxTtlMs = Math.min(max ?? Infinity, s.maxTtlMs ?? Infinity);
  const maxExpiresAt = Number.isFinite(maxTtlMs) ? new Date(now.getTime() + maxTtlMs) : undefined;
  const expiresAt = capped(new Date(now.getTime() + idle), maxExpiresAt ?? null);
  await deleteExpiredSessions(db, now);
  await insertSession(db, {
    tokenHash,
    kind: s.kind,
    subject: s.subject,
    remember: s.remember,
    createdAt: now,
    expiresAt,
    ip: s.ip,
    userAgent: s.userAgent.slice(0, 300),
    impersonator: s.impersonation?.by,
    impersonationReason: s.impersonation?.reason,
    maxExpiresAt,
    ...(s.access ? { access: s.access } : {}),
  });
  return { token, tokenHash, expiresAt };
}

const capped = (expiry: Date, max: Date | null): Date => (max && max < expiry ? max : expiry);

export interface LiveSession {
  subject: string;
  tokenHash: string;
  expiresAt: Date;
  /** The staff user seeing a member's view through this session, or null (the member's own). */
  impersonator: string | null;
}

/**
 * The live session a token opens, with its expiry slid forward; undefined when unknown, expired or of another kind.
 * A session the database confirmed less than FRESH_MS ago is taken from the cache without a query.
 */
export async function resolveSession(
  db: Db,
  cache: SessionCache,
  now: Date,
  kind: SessionKind,
  token: string,
): Promise<LiveSession | undefined> {
  const tokenHash = hashSessionToken(token);
  const session = cache.get(tokenHash, now) ?? (await readSession(db, cache, now, kind, tokenHash));
  if (!session || session.kind !== kind) return undefined;
  const slid = capped(new Date(now.getTime() + ttlOf(kind, session.remember)), session.maxExpiresAt);
  const { subject, impersonator } = session;
  if (slid.getTime() - session.expiresAt.getTime() < EXTEND_EVERY_MS) {
    return { subject, tokenHash, expiresAt: session.expiresAt, impersonator };
  }
  await setSessionExpiry(db, tokenHash, slid, now);
  cache.setExpiry(tokenHash, slid);
  return { subject, tokenHash, expiresAt: slid, impersonator };
}

/** The session as the database has it, cached unless a revocation overtook the read. */
async function readSession(
  db: Db,
  cache: SessionCache,
  now: Date,
  kind: SessionKind,
  tokenHash: string,
): Promise<CachedSession | undefined> {
  const generation = cache.generation;
  const row = await findLiveSession(db, tokenHash, kind, now);
  if (!row) return undefined;
  const { subject, remember, expires_at: expiresAt, max_expires_at: maxExpiresAt, impersonator } = row;
  const session = { kind, subject, remember, expiresAt, maxExpiresAt, impersonator, cachedAt: now.getTime() };
  cache.set(tokenHash, session, generation);
  return session;
}

/** Logout: the session ends in the database and in the cache of every process. */
export function revokeSession(db: Db, cache: SessionCache, tokenHash: string): Promise<void> {
  return revoke(db, cache, { tokenHash }, (trx) => deleteSession(trx, tokenHash));
}

/** Password change: every session of the subject ends but the one making the change. */
export function revokeOtherSessions(
  db: Db,
  cache: SessionCache,
  kind: SessionKind,
  subject: string,
  keepTokenHash: string,
): Promise<void> {
  return revoke(db, cache, { kind, subject, except: keepTokenHash }, (trx) =>
    deleteSessionsOf(trx, kind, subject, keepTokenHash),
  );
}

/** A password reset by proof of identity: every session of the subject ends, wherever it was opened. */
export function revokeAllSessions(db: Db, cache: SessionCache, kind: SessionKind, subject: string): Promise<void> {
  return revoke(db, cache, { kind, subject }, (trx) => deleteSessionsOf(trx, kind, subject));
}

/**
 * Every member session the staff user opened to see a member's view ends (decision 038); `record` is handed the
 * members whose view it was, inside the same transaction, to write the ends in the audit log.
 */
export function revokeImpersonationsBy(
  db: Db,
  cache: SessionCache,
  staffUsername: string,
  record: (trx: Db, membershipNos: string[]) => Promise<void>,
): Promise<void> {
  return revoke(db, cache, { impersonator: staffUsername }, async (trx) => record(trx, await deleteImpersonationsBy(trx, staffUsername)));
}

/**
 * One of the owner's own sessions ends, named by its id (the security page), in the database and in every process's
 * cache; false when no live session of theirs has that id.
 */
export async function revokeOwnSession(db: Db, cache: SessionCache, kind: SessionKind, subject: string, id: number): Promise<boolean> {
  const revocation = await revokeFound(db, cache, async (trx) => {
    const tokenHash = await deleteOwnSession(trx, kind, subject, id);
    return tokenHash === undefined ? undefined : { tokenHash };
  });
  return revocation !== undefined;
}

async function revoke(db: Db, cache: SessionCache, revocation: SessionRevocation, remove: (trx: Db) => Promise<void>): Promise<void> {
  await revokeFound(db, cache, async (trx) => {
    await remove(trx);
    return revocation;
  });
}

/** Runs `remove`, which answers what it ended (undefined: nothing), and tells every process of it. */
async function revokeFound(db: Db, cache: SessionCache, remove: (trx: Db) => Promise<SessionRevocation | undefined>) {
  // one transaction, so other processes hear of exactly the deletes that committed
  const revocation = await db.transaction().execute(async (trx) => {
    const ended = await remove(trx);
    if (ended) await publishSessionRevocation(trx, ended);
    return ended;
  });
  // after the commit, so that a read which raced the delete cannot cache the session again (SessionCache.set)
  if (revocation) cache.revoke(revocation);
  return revocation;
}
