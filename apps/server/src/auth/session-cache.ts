import type { SessionRevocation } from './session-revocation';

/** How long a cached session is trusted before the database is asked again: the bound on a missed revocation. */
export const FRESH_MS = 5_000;
/** A few megabytes at most; a member beyond it only costs the database read the cache would have saved. */
export const MAX_CACHED_SESSIONS = 10_000;

export interface CachedSession {
  readonly kind: string;
  readonly subject: string;
  readonly remember: boolean;
  readonly expiresAt: Date;
  /** The expiry never slides past this (an impersonation, a second-factor challenge); null: no cap. */
  readonly maxExpiresAt: Date | null;
  /** The staff user who opened this member session to see the member's view, or null. */
  readonly impersonator: string | null;
  /** When the database last confirmed the session, in milliseconds of the injected clock. */
  readonly cachedAt: number;
}

/**
 * One app's live sessions by token hash, so a member's repeated requests skip the session query. An entry is
 * trusted for FRESH_MS; revocations remove entries at once, here directly and in other processes through NOTIFY.
 */
export class SessionCache {
  // a Map iterates in insertion order, so its first key is the oldest entry
  private readonly entries = new Map<string, CachedSession>();
  private revocations = 0;

  constructor(private readonly maxEntries = MAX_CACHED_SESSIONS) {}

  get size(): number {
    return this.entries.size;
  }

  /** Changes with every revocation; take it before a database read and hand it to `set`. */
  get generation(): number {
    return this.revocations;
  }

  /** The session while it is fresh and unexpired; undefined sends the caller to the database. */
  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const age = now.getTime() - entry.cachedAt;
    // a clock set back must not stretch the trust
    if (age >= 0 && age < FRESH_MS && entry.expiresAt > now) return entry;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Caches what a database read found, unless a revocation came in meanwhile: the read may have preceded it. */
  set(tokenHash: string, session: CachedSession, generation: number): void {
    if (generation !== this.revocations) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, session);
  }

  /** The slid expiry was written; the entry keeps its age, as only a read confirms that the session still exists. */
  setExpiry(tokenHash: string, expiresAt: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) this.entries.set(tokenHash, { ...entry, expiresAt });
  }

  revoke(revocation: SessionRevocation): void {
    this.revocations++;
    if ('tokenHash' in revocation) {
      this.entries.delete(revocation.tokenHash);
      return;
    }
    const ends = 'impersonator' in revocation
      ? (entry: CachedSession) => entry.impersonator === revocation.impersonator
      : (entry: CachedSession, tokenHash: string) => entry.kind === revocation.kind && entry.subject === revocation.subject && tokenHash !== revocation.except;
    // a scan of at most maxEntries: password changes and staff logouts are rare, so an index would not pay for itself
    for (const [tokenHash, entry] of this.entries) {
      if (ends(entry, tokenHash)) this.entries.delete(tokenHash);
    }
  }
}
