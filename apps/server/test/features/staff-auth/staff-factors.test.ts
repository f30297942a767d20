import { endpoints } from '@coop/contract';
import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '../../../src/auth/sessions';
import { STAFF_TEXT } from '../../../src/auth/staff-text';
import { replaceRecoveryCodes } from '../../../src/db/repositories/staff-user-repository';
import { RECOVERY_CODE_BITS } from '../../../src/features/staff-auth/recovery-codes';
import { addStaffUser, STAFF_PASSWORD, type TestStaff, totpCode } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { closeApps, startSecondApp, startTestApp, type TestContext } from '../../support/test-app';

const MINUTE = 60_000;

/** Decision 070: the staff console's second factors and sessions, hardened against ASVS 5.0 6.5 and 7.3. */
describe('staff factors', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const challengeOf = async (username: string) =>
    (await t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username, password: STAFF_PASSWORD } })).json();
  const verify = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: endpoints.staffVerify.path, payload });
  const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
  const storedCodes = (username: string) => t.database.db.selectFrom('staff_recovery_codes').select(['code_hash', 'used_at']).where('username', '=', username).execute();
  const storedSecret = async (username: string) =>
    (await t.database.db.selectFrom('staff_users').select('totp_secret').where('username', '=', username).executeTakeFirstOrThrow()).totp_secret;

  /** The first login of a user without an authenticator: its secret and the recovery codes the enrolment gave. */
  async function enrol(): Promise<{ username: string; secret: string; codes: string[] }> {
    const staff = await addStaffUser(t.database.db, 'admin', { enrolled: false });
    const { challenge, enrolment } = await challengeOf(staff.username);
    const done = await verify({ challenge, code: await codeAt(enrolment.secret, t.clock.now()) });
    return { username: staff.username, secret: enrolment.secret, codes: done.json().recovery_codes };
  }

  /** A user whose recovery codes are of the set before decision 070: SHA-256 of `username:code`, 8 characters. */
  async function withLegacyCodes(): Promise<{ staff: TestStaff; code: string }> {
    const staff = await addStaffUser(t.database.db, 'admin');
    const codes = ['K7QM4XRT', 'ABCD2345'];
    await replaceRecoveryCodes(t.database.db, staff.username, codes.map((code) => createHash('sha256').update(`${staff.username}:${code}`).digest('hex')));
    return { staff, code: 'k7qm-4xrt' };
  }

  it('gives recovery codes of at least 112 random bits: six groups of four of an alphabet of 31', async () => {
    const { codes } = await enrol();
    expect(RECOVERY_CODE_BITS).toBeGreaterThanOrEqual(112);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){5}$/);
  });

  it('stores recovery codes as salted scrypt hashes only', async () => {
    const { username, codes } = await enrol();
    const stored = (await storedCodes(username)).map((row) => row.code_hash);
    expect(stored).toHaveLength(10);
    for (const hash of stored) expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(new Set(stored.map((hash) => hash.split('$')[4])).size).toBe(10);
    for (const code of codes) expect(stored.join()).not.toContain(code.replace(/-/g, ''));
  });

  it('takes a recovery code typed in lower case without its dashes', async () => {
    const { username, codes } = await enrol();
    const res = await verify({ challenge: (await challengeOf(username)).challenge, recovery_code: codes[3]!.toLowerCase().replace(/-/g, '') });
    expect(res.statusCode).toBe(200);
  });

  it('takes a code of the old SHA-256 set once, and that login gives a new set in its place', async () => {
    const { staff, code } = await withLegacyCodes();
    const res = await verify({ challenge: (await challengeOf(staff.username)).challenge, recovery_code: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().recovery_codes).toHaveLength(10);
    const stored = await storedCodes(staff.username);
    expect(stored.every((row) => row.code_hash.startsWith('scrypt$') && row.used_at === null)).toBe(true);
    expect((await verify({ challenge: (await challengeOf(staff.username)).challenge, recovery_code: code })).statusCode).toBe(401);
  });

  it('replaces an old SHA-256 set at the next login with the authenticator too', async () => {
    const { staff } = await withLegacyCodes();
    const res = await verify({ challenge: (await challengeOf(staff.username)).challenge, code: await totpCode(staff.secret!, t.clock.now()) });
    expect(res.json().recovery_codes).toHaveLength(10);
    expect((await storedCodes(staff.username)).every((row) => row.code_hash.startsWith('scrypt$'))).toBe(true);
  });

  it('gives no new recovery codes at a login when the set is already of scrypt hashes', async () => {
    const { username, secret } = await enrol();
    t.clock.advanceSeconds(30);
    const res = await verify({ challenge: (await challengeOf(username)).challenge, code: await codeAt(secret, t.clock.now()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().recovery_codes).toBeUndefined();
  });

  it('stores the authenticator secret sealed, never as the secret itself, and its codes still open the console', async () => {
    const { username, secret } = await enrol();
    const stored = await storedSecret(username);
    expect(stored).toMatch(/^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored).not.toContain(secret);
    t.clock.advanceSeconds(30);
    expect((await verify({ challenge: (await challengeOf(username)).challenge, code: await codeAt(secret, t.clock.now()) })).statusCode).toBe(200);
  });

  it('seals a plain secret stored before sealing at its first use', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    await t.database.db.updateTable('staff_users').set({ totp_secret: staff.secret! }).where('username', '=', staff.username).execute();
    const res = await verify({ challenge: (await challengeOf(staff.username)).challenge, code: await totpCode(staff.secret!, t.clock.now()) });
    expect(res.statusCode).toBe(200);
    expect(await storedSecret(staff.username)).toMatch(/^v1\./);
  });

  it('takes a code only in its own 30-second step, and names a code of the step past as expired', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const code = await codeAt(staff.secret!, new Date(t.clock.now().getTime() - 30_000));
    const res = await verify({ challenge: (await challengeOf(staff.username)).challenge, code });
    expect([res.statusCode, res.json().code, res.json().error]).toEqual([401, 'CODE_EXPIRED', STAFF_TEXT.codeExpired]);
  });

  it("refuses a code of the step to come, saying the phone's clock may be fast", async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const code = await codeAt(staff.secret!, new Date(t.clock.now().getTime() + 30_000));
    const res = await verify({ challenge: (await challengeOf(staff.username)).challenge, code });
    expect([res.statusCode, res.json().code, res.json().error]).toEqual([401, 'CLOCK_AHEAD', STAFF_TEXT.clockAhead]);
  });

  it('refuses a code of two steps before now as a wrong one', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const code = await codeAt(staff.secret!, new Date(t.clock.now().getTime() - 60_000));
    const res = await verify({ challenge: (await challengeOf(staff.username)).challenge, code });
    expect([res.statusCode, res.json().code]).toEqual([401, 'WRONG_CODE']);
  });

  it('ends a staff session after 30 idle minutes, sooner than a member session', async () => {
    const token = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    expect(STAFF_SESSION_IDLE_MS).toBe(30 * MINUTE);
    t.clock.advanceMinutes(29);
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).statusCode).toBe(401);
  });

  it('ends a busy staff session 8 hours after the login', async () => {
    const token = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    expect(STAFF_SESSION_MAX_MS).toBe(8 * 60 * MINUTE);
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      t.clock.advanceMinutes(20);
      expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(20);
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('one authenticator code at two server processes on one PostgreSQL database', () => {
  it('opens a session at one process and is refused at the other', async () => {
    const t = await startTestApp();
    const other = await startSecondApp(t);
    try {
      const staff = await addStaffUser(t.database.db, 'admin');
      const code = await totpCode(staff.secret!, t.clock.now());
      const verifyAt = async (app: TestContext['app']) => {
        const { challenge } = (await app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username: staff.username, password: STAFF_PASSWORD } })).json();
        return app.inject({ method: 'POST', url: endpoints.staffVerify.path, payload: { challenge, code } });
      };
      expect((await verifyAt(t.app)).statusCode).toBe(200);
      const replay = await verifyAt(other.app);
      expect([replay.statusCode, replay.json().code]).toEqual([401, 'CODE_USED']);
    } finally {
      await closeApps(other, t);
    }
  });
});
