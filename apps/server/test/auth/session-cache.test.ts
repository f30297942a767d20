import { describe, expect, it } from 'vitest';
import { type CachedSession, FRESH_MS, MAX_CACHED_SESSIONS, SessionCache } from '../../src/auth/session-cache';
import { newMembershipNo } from '../support/members';

const T0 = new Date('2026-11-22T03:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;
const MEMBER = newMembershipNo();

const session = (fields: Partial<CachedSession> = {}): CachedSession => ({
  kind: 'member',
  subject: MEMBER,
  remember: false,
  expiresAt: at(2 * HOUR),
  maxExpiresAt: null,
  impersonator: null,
  cachedAt: T0.getTime(),
  ...fields,
});

describe('SessionCache', () => {
  it('trusts an entry for FRESH_MS of the injected clock, then forgets it', () => {
    const cache = new SessionCache();
    cache.set('a', session(), cache.generation);
    expect(cache.get('a', at(FRESH_MS - 1))).toEqual(session());
    expect(cache.get('a', at(FRESH_MS))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry once its session has expired, and one whose clock went back', () => {
    const cache = new SessionCache();
    cache.set('a', session({ expiresAt: at(1000) }), cache.generation);
    expect(cache.get('a', at(999))).toBeDefined();
    expect(cache.get('a', at(1000))).toBeUndefined();
    cache.set('b', session(), cache.generation);
    expect(cache.get('b', at(-1))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never grows beyond its bound, evicting the oldest inserted first', () => {
    const cache = new SessionCache(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, session(), cache.generation);
    cache.set('a', session(), cache.generation);
    cache.set('d', session(), cache.generation);
    expect(cache.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get(key, T0))).toEqual(['a', 'c', 'd']);

    const full = new SessionCache();
    for (let i = 0; i < MAX_CACHED_SESSIONS + 50; i++) full.set(`s${i}`, session(), full.generation);
    expect(full.size).toBe(MAX_CACHED_SESSIONS);
    expect(full.get('s49', T0)).toBeUndefined();
    expect(full.get('s50', T0)).toBeDefined();
  });

  it('updates the expiry of an entry without making it fresher', () => {
    const cache = new SessionCache();
    cache.set('a', session(), cache.generation);
    cache.setExpiry('a', at(3 * HOUR));
    cache.setExpiry('missing', at(3 * HOUR));
    expect(cache.get('a', T0)).toEqual(session({ expiresAt: at(3 * HOUR) }));
    expect(cache.get('a', at(FRESH_MS))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a revoked token, or every session of a subject but the one kept', () => {
    const cache = new SessionCache();
    cache.set('mine', session(), cache.generation);
    cache.set('phone', session(), cache.generation);
    cache.set('laptop', session(), cache.generation);
    cache.set('other member', session({ subject: newMembershipNo() }), cache.generation);
    cache.set('group', session({ kind: 'membergroup' }), cache.generation);

    cache.revoke({ tokenHash: 'phone' });
    expect(cache.get('phone', T0)).toBeUndefined();
    expect(cache.size).toBe(4);

    cache.revoke({ kind: 'member', subject: MEMBER, except: 'mine' });
    expect(['mine', 'laptop', 'other member', 'group'].filter((key) => cache.get(key, T0))).toEqual([
      'mine',
      'other member',
      'group',
    ]);
  });

  it('does not cache a read that a revocation overtook', () => {
    const cache = new SessionCache();
    const beforeRead = cache.generation;
    cache.revoke({ tokenHash: 'a' });
    cache.set('a', session(), beforeRead);
    expect(cache.get('a', T0)).toBeUndefined();
    cache.set('a', session(), cache.generation);
    expect(cache.get('a', T0)).toBeDefined();
  });
});
