import { endpoints } from '@coop/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffSecret, sealStaffSecret, type StaffSecretKeys } from '../../../src/auth/staff-secret-box';
import { resealStaffSecrets } from '../../../src/features/staff-auth/staff-secret-reseal';
import { addStaffUser, STAFF_PASSWORD, TEST_STAFF_SECRET_KEYS, totpCode } from '../../support/staff';
import { startTestApp, type TestContext } from '../../support/test-app';

/** Decision 070: a new STAFF_SECRET_KEY with the old one among the previous keys, then the start-up step. */
describe('rotating the staff secret key', () => {
  const newKey = randomBytes(32);
  const rotated: StaffSecretKeys = { current: newKey, previous: [TEST_STAFF_SECRET_KEYS.current] };
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ staffSecretKeys: rotated });
  });
  afterAll(() => t.close());

  const stored = async (username: string) =>
    (await t.database.db.selectFrom('staff_users').select('totp_secret').where('username', '=', username).executeTakeFirstOrThrow()).totp_secret!;
  const logIn = async (app: TestContext['app'], username: string, secret: string) => {
    const { challenge } = (await app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username, password: STAFF_PASSWORD } })).json();
    return app.inject({ method: 'POST', url: endpoints.staffVerify.path, payload: { challenge, code: await totpCode(secret, t.clock.now()) } });
  };

  it('lets a user whose secret the old key sealed log in before the secrets are sealed again', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    expect((await logIn(t.app, staff.username, staff.secret!)).statusCode).toBe(200);
  });

  it('seals every secret under the new key at the start-up step, so the old key can go', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    await resealStaffSecrets(t.database.db, rotated);
    expect(openStaffSecret({ current: newKey, previous: [] }, staff.username, await stored(staff.username))).toBe(staff.secret);
    const withoutOld = await startTestApp({ staffSecretKeys: { current: newKey, previous: [] } });
    try {
      await withoutOld.database.db.insertInto('staff_users').values(await t.database.db.selectFrom('staff_users').selectAll().where('username', '=', staff.username).executeTakeFirstOrThrow()).execute();
      expect((await logIn(withoutOld.app, staff.username, staff.secret!)).statusCode).toBe(200);
    } finally {
      await withoutOld.close();
    }
  });

  it('seals a plain secret stored before sealing began', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    await t.database.db.updateTable('staff_users').set({ totp_secret: staff.secret! }).where('username', '=', staff.username).execute();
    await resealStaffSecrets(t.database.db, rotated);
    expect(await stored(staff.username)).not.toContain(staff.secret!);
    expect((await logIn(t.app, staff.username, staff.secret!)).statusCode).toBe(200);
  });

  it('leaves a secret already under the current key as it is', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const current = sealStaffSecret(rotated, staff.username, staff.secret!);
    await t.database.db.updateTable('staff_users').set({ totp_secret: current }).where('username', '=', staff.username).execute();
    await resealStaffSecrets(t.database.db, rotated);
    expect(await stored(staff.username)).toBe(current);
  });

  it('stops the start when a secret was sealed with a key no longer configured', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    await t.database.db.updateTable('staff_users').set({ totp_secret: sealStaffSecret({ current: randomBytes(32), previous: [] }, staff.username, 'X') }).where('username', '=', staff.username).execute();
    await expect(resealStaffSecrets(t.database.db, rotated)).rejects.toThrow(/not configured/);
    await t.database.db.deleteFrom('staff_users').where('username', '=', staff.username).execute();
  });
});
