import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceRecoveryCodes } from '../../../src/db/repositories/staff-user-repository';
import { hashRecoveryCode } from '../../../src/features/staff-auth/recovery-codes';
import { STAFF_TEXT } from '../../../src/auth/staff-text';
import { lockAccount, lockRowsOf } from '../../support/factories/account-locks';
import { addStaffUser, STAFF_PASSWORD, type TestStaff, totpCode } from '../../support/staff';
import { startTestApp, type TestContext } from '../../support/test-app';

const RECOVERY_CODE = 'K7QM-4XRT-ABCD-EFGH-JKMN-PQRS';

/** Decision 037: twenty wrong passwords from four addresses lock a staff account everywhere, but not its owner out. */
describe('a staff account locked by wrong passwords from many addresses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, payload: Record<string, unknown>, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: endpoints.staffLogin.path,
      payload: { username, password: STAFF_PASSWORD, ...payload },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  const verify = async (staff: TestStaff, challenge: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: endpoints.staffVerify.path, payload: { challenge, code: await totpCode(staff.secret!, t.clock.now()) }, remoteAddress });
  const lockOut = (staff: TestStaff) => lockAccount(t.database.db, 'staff', staff.username, t.clock.now());
  const lockedAnswer = (res: { statusCode: number; json: () => { code: string; error: string } }) => [res.statusCode, res.json().code, res.json().error];
  const ACCOUNT_LOCKED = [429, 'ACCOUNT_LOCKED', STAFF_TEXT.accountLocked(15)];

  it('locks the account after twenty wrong passwords from four addresses, as lockAccount does', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const attackers = ['198.18.7.1', '198.18.7.2', '198.18.7.3', '198.18.7.4'];
    // five from each address, all at once as the throttle allows: every pair within its limit, the account at its own
    const guesses = attackers.flatMap((ip) => Array.from({ length: 5 }, () => login(staff.username, { password: 'wrong-password' }, ip)));
    expect((await Promise.all(guesses)).map((res) => res.statusCode)).toEqual(Array(20).fill(401));
    expect(lockedAnswer(await login(staff.username, {}, '198.18.7.5'))).toEqual(ACCOUNT_LOCKED);
    const real = await lockRowsOf(t.database.db, 'staff', staff.username, [...attackers, '198.18.7.5']);
    expect(real.locks).toHaveLength(1);
    const other = await addStaffUser(t.database.db, 'admin');
    expect(await lockRowsOf(t.database.db, 'staff', other.username, await lockOut(other))).toEqual(real);
  });

  it('refuses the right password from a browser that never logged in, and answers every guess alike', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    await replaceRecoveryCodes(t.database.db, staff.username, [await hashRecoveryCode(RECOVERY_CODE)]);
    await lockOut(staff);
    expect(lockedAnswer(await login(staff.username, {}, '198.18.7.9'))).toEqual(ACCOUNT_LOCKED);
    expect(lockedAnswer(await login(staff.username, { recovery_code: 'AAAA-AAAA' }, '198.18.7.10'))).toEqual(ACCOUNT_LOCKED);
    expect(lockedAnswer(await login(staff.username, { password: 'wrong-password', recovery_code: RECOVERY_CODE }, '198.18.7.11'))).toEqual(ACCOUNT_LOCKED);
  });

  it('lets the owner on from a browser that completed a login before', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const first = await login(staff.username, {}, '198.18.8.1');
    const session = await verify(staff, first.json().challenge, '198.18.8.1');
    const cookie = String(session.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^coop_device=[\w-]{43}$/);
    expect(String(session.headers['set-cookie'])).toMatch(/Path=\/api\/admin\/auth;/);
    await lockOut(staff);
    t.clock.advanceMinutes(1);
    const again = await login(staff.username, {}, '198.18.8.2', cookie);
    expect(again.statusCode).toBe(200);
    expect((await verify(staff, again.json().challenge, '198.18.8.2')).statusCode).toBe(200);
  });

  it('lets the owner on with the password and an unused recovery code, which is then spent', async () => {
    const staff = await addStaffUser(t.database.db, 'support');
    await replaceRecoveryCodes(t.database.db, staff.username, [await hashRecoveryCode(RECOVERY_CODE)]);
    await lockOut(staff);
    const owner = await login(staff.username, { recovery_code: RECOVERY_CODE.toLowerCase() }, '198.18.9.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().stage).toBe('verify');
    expect((await verify(staff, owner.json().challenge, '198.18.9.1')).statusCode).toBe(200);
    expect(lockedAnswer(await login(staff.username, { recovery_code: RECOVERY_CODE }, '198.18.9.2'))).toEqual(ACCOUNT_LOCKED);
  });

  it('still holds the per-address limit for whoever passes the account lock', async () => {
    const staff = await addStaffUser(t.database.db, 'editor');
    await lockOut(staff);
    for (let i = 0; i < 5; i++) await login(staff.username, { password: 'wrong-password', recovery_code: RECOVERY_CODE }, '198.18.10.1');
    const res = await login(staff.username, { recovery_code: RECOVERY_CODE }, '198.18.10.1');
    expect([res.statusCode, res.json().code]).toEqual([429, 'LOGIN_LOCKED']);
  });

  it('tells the owner at the next login when the account was locked and from how many addresses', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const first = await login(staff.username, {}, '198.18.11.1');
    const firstSession = await verify(staff, first.json().challenge, '198.18.11.1');
    expect(firstSession.json().lock_notice).toBeUndefined();
    const cookie = String(firstSession.headers['set-cookie']).split(';')[0] ?? '';
    t.clock.advanceMinutes(1);
    for (const ip of ['198.18.11.2', '198.18.11.2', '198.18.11.3']) await login(staff.username, { password: 'wrong-password' }, ip);
    const lockedAt = t.clock.now();
    await lockOut(staff);
    t.clock.advanceMinutes(1);
    const again = await login(staff.username, {}, '198.18.11.1', cookie);
    const session = await verify(staff, again.json().challenge, '198.18.11.1');
    // the factory's guesses are not audited: the notice counts the three wrong passwords the login route saw
    expect(session.json().lock_notice).toEqual({ last_locked_at: lockedAt.toISOString(), failures: 3, addresses: 2 });
  });
});
