import type { Db } from '../db/database';
import {
  deleteExpiredSessions,
  findLiveSession,
  insertSession,
  setSessionExpiry,
} from '../db/repositories/session-repository';
import { hashSessionToken, newSessionToken } from './session-token';

export type SessionKind = 'member' | 'membergroup';

const MINUTE = 60_000;
export const SESSION_TTL_MS = 120 * MINUTE;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * MINUTE;
/** Sliding expiry is written at most once a minute per session, so reads stay reads. */
const EXTEND_EVERY_MS = MINUTE;

const ttlOf = (remember: boolean) => (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS);

export interface IssuedSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function issueSession(
  db: Db,
  now: Date,
  s: { kind: SessionKind; subject: string; remember: boolean; ip: string; userAgent: string },
): Promise<IssuedSession> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  const expiresAt = new Date(now.getTime() + ttlOf(s.remember));
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
  });
  return { token, tokenHash, expiresAt };
}

export interface LiveSession {
  subject: string;
  tokenHash: string;
  expiresAt: Date;
}

/** The live session a token opens, with its expiry slid forward; undefined when unknown, expired or of another kind. */
export async function resolveSession(db: Db, now: Date, kind: SessionKind, token: string): Promise<LiveSession | undefined> {
  const tokenHash = hashSessionToken(token);
  const row = await findLiveSession(db, tokenHash, kind, now);
  if (!row) return undefined;
  const slid = new Date(now.getTime() + ttlOf(row.remember));
  if (slid.getTime() - row.expires_at.getTime() < EXTEND_EVERY_MS) {
    return { subject: row.subject, tokenHash, expiresAt: row.expires_at };
  }
  await setSessionExpiry(db, tokenHash, slid);
  return { subject: row.subject, tokenHash, expiresAt: slid };
}
