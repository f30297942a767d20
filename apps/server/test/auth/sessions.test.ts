import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_MS, SessionCache } from '../../src/auth/session-cache';
import { listenForSessionRevocations, type SessionRevocation } from '../../src/auth/session-revocation';
import {
  issueSession,
  resolveSession,
  revokeImpersonationsBy,
  revokeOtherSessions,
  revokeSession,
  SESSION_TTL_MS,
  type SessionKind,
} from '../../src/auth/sessions';
import type { DatabaseHandle } from '../../src/db/database';
import { newMembershipNo } from '../support/members';
import { openTestDatabase } from '../support/test-database';
import { TestClock } from '../support/test-app';

const MEMBER = newMembershipNo();

describe('sessions and their cache', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** A cache and a clock of their own, and a database handle that counts the queries it runs. */
  function setup() {
    const clock = new TestClock();
    const cache = new SessionCache();
    const queries = { select: 0, update: 0 };
    const db = database.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'SelectQueryNode') queries.select++;
        if (node.kind === 'UpdateQueryNode') queries.update++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const issue = async (subject = MEMBER, impersonation?: { by: string; reason: string }) => {
      const { token, tokenHash } = await issueSession(database.db, clock.now(), {
        kind: 'member',
        subject,
        remember: false,
        ip: '127.0.0.1',
        userAgent: 'vitest',
        impersonation,
      });
      const resolve = (kind: SessionKind = 'member') => resolveSession(db, cache, clock.now(), kind, token);
      return { tokenHash, resolve };
    };
    return { clock, cache, queries, issue };
  }

  it('asks the database once while a session is fresh, and again after FRESH_MS', async () => {
    const { clock, queries, issue } = setup();
    const session = await issue();
    const first = await session.resolve();
    const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
    expect(first).toEqual({ subject: MEMBER, tokenHash: session.tokenHash, expiresAt, impersonator: null });
    clock.advanceSeconds(FRESH_MS / 1000 - 1);
    expect(await session.resolve()).toEqual(first);
    expect(await session.resolve('membergroup')).toBeUndefined();
    expect(queries).toEqual({ select: 1, update: 0 });
    clock.advanceSeconds(1);
    expect(await session.resolve()).toEqual(first);
    expect(queries).toEqual({ select: 2, update: 0 });
  });

  it('slides the expiry at most once a minute, in the database and in the cache', async () => {
    const { clock, queries, issue } = setup();
    const session = await issue();
    clock.advanceSeconds(58);
    await session.resolve();
    clock.advanceSeconds(3);
    const slid = await session.resolve();
    expect(slid?.expiresAt).toEqual(new Date(clock.now().getTime() + SESSION_TTL_MS));
    clock.advanceSeconds(1);
    expect(await session.resolve()).toEqual(slid);
    expect(queries).toEqual({ select: 1, update: 1 });
    clock.advanceSeconds(FRESH_MS / 1000);
    expect(await session.resolve()).toEqual(slid);
    expect(queries).toEqual({ select: 2, update: 1 });
  });

  it('revokes at once in the database and the cache, and tells every process', async () => {
    const heard: SessionRevocation[] = [];
    const unlisten = await listenForSessionRevocations(database.db, (revocation) => heard.push(revocation));
    const { cache, issue } = setup();
    const [loggingOut, kept, changedElsewhere, otherMember] = [
      await issue('0000002'),
      await issue('0000003'),
      await issue('0000003'),
      await issue('0000004'),
    ];
    for (const session of [loggingOut, kept, changedElsewhere, otherMember]) {
      expect(await session.resolve()).toBeDefined();
    }

    await revokeSession(database.db, cache, loggingOut.tokenHash);
    expect(await loggingOut.resolve()).toBeUndefined();
    await revokeOtherSessions(database.db, cache, 'member', '0000003', kept.tokenHash);
    expect(await changedElsewhere.resolve()).toBeUndefined();
    expect(await kept.resolve()).toBeDefined();
    expect(await otherMember.resolve()).toBeDefined();

    await expect
      .poll(() => heard)
      .toEqual([{ tokenHash: loggingOut.tokenHash }, { kind: 'member', subject: '0000003', except: kept.tokenHash }]);
    await unlisten();
  });

  it('ends every member view a staff user opened, here and in every process, and hands over whose they were', async () => {
    const heard: SessionRevocation[] = [];
    const unlisten = await listenForSessionRevocations(database.db, (revocation) => heard.push(revocation));
    const { cache, issue } = setup();
    const by = (staff: string) => ({ by: staff, reason: 'สมาชิกแจ้งยอดไม่ตรง' });
    const [first, second, colleague, own] = [
      await issue('0000005', by('support-leaving')),
      await issue('0000006', by('support-leaving')),
      await issue('0000005', by('support-staying')),
      await issue('0000005'),
    ];
    for (const session of [first, second, colleague, own]) expect(await session.resolve()).toBeDefined();

    let ended: string[] = [];
    await revokeImpersonationsBy(database.db, cache, 'support-leaving', async (_trx, membershipNos) => {
      ended = membershipNos;
    });
    expect(ended.sort()).toEqual(['0000005', '0000006']);
    expect(await first.resolve()).toBeUndefined();
    expect(await second.resolve()).toBeUndefined();
    expect(await colleague.resolve()).toBeDefined();
    expect(await own.resolve()).toBeDefined();
    await expect.poll(() => heard).toEqual([{ impersonator: 'support-leaving' }]);
    await unlisten();
  });
});
