import { endpoints, type PasskeyCreationOptions, type PasskeyEntry, type PasskeyRequestOptions } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_TEXT } from '../../../src/auth/passkeys';
import { authenticatorFor, passkeyPath } from '../../support/passkeys';
import type { SoftAuthenticator } from '../../support/soft-authenticator';
import { addStaffUser, STAFF_PASSWORD, type TestStaff } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('a staff user’s passkey as the second factor (decision 074)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const auditOf = (username: string) =>
    t.database.db.selectFrom('audit_log').select(['action', 'after', 'before']).where('actor', '=', username).orderBy('id').execute();
  const passwordStep = async (staff: TestStaff) =>
    (await t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username: staff.username, password: STAFF_PASSWORD } })).json() as {
      challenge: string;
      passkey?: boolean;
    };
  const stepOptions = async (challenge: string) => {
    const res = await t.app.inject({ method: 'POST', url: endpoints.staffPasskeyOptions.path, payload: { challenge } });
    return { res, options: res.json().options as PasskeyRequestOptions };
  };

  /** An enrolled staff user who signed in with the authenticator's code and added a passkey from their account page. */
  async function staffWithPasskey(role: 'admin' | 'support' = 'support') {
    const staff = await addStaffUser(t.database.db, role);
    const token = await staffToken(t.app, staff, t.clock.now());
    const key = authenticatorFor(t.app);
    const options = (await staffPost(t.app, endpoints.staffPasskeyCreationOptions.path, token, {})).json().options as PasskeyCreationOptions;
    expect(options.user.name).toBe(staff.username);
    const added = await staffPost(t.app, endpoints.staffPasskeyRegister.path, token, { credential: key.create(options) });
    expect(added.statusCode).toBe(200);
    return { staff, token, key, passkey: added.json().passkey as PasskeyEntry };
  }

  async function signInWithPasskey(staff: TestStaff, key: SoftAuthenticator) {
    const { challenge } = await passwordStep(staff);
    const { res, options } = await stepOptions(challenge);
    if (res.statusCode !== 200) return res;
    return t.app.inject({ method: 'POST', url: endpoints.staffPasskeyVerify.path, payload: { challenge, credential: key.get(options) } });
  }

  it('enrols a passkey from the account page, audited, and lists it', async () => {
    const { staff, token, passkey } = await staffWithPasskey();
    const list = await t.app.inject({ method: 'GET', url: endpoints.staffPasskeys.path, headers: { authorization: `Bearer ${token}` } });
    expect(list.json().passkeys).toEqual([passkey]);
    expect((await auditOf(staff.username)).map((a) => a.action)).toContain('staff.passkey_added');
  });

  it('offers the passkey at the second step and turns the challenge into a staff session, audited as a passkey login', async () => {
    const { staff, key } = await staffWithPasskey();
    const { challenge, passkey } = await passwordStep(staff);
    expect(passkey).toBe(true);
    const { options } = await stepOptions(challenge);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([key.lastCredentialId]);
    const res = await t.app.inject({ method: 'POST', url: endpoints.staffPasskeyVerify.path, payload: { challenge, credential: key.get(options) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(staff.username);
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, res.json().token, {})).statusCode).toBe(200);
    expect((await auditOf(staff.username)).at(-1)).toMatchObject({ action: 'staff.login', after: { method: 'passkey' } });
    // the challenge is spent with the login
    const again = await t.app.inject({ method: 'POST', url: endpoints.staffPasskeyVerify.path, payload: { challenge, credential: key.get(options) } });
    expect(again.json().code).toBe('CHALLENGE_ENDED');
  });

  it('says nothing of passkeys at the password step of a user who has none', async () => {
    const staff = await addStaffUser(t.database.db, 'editor');
    expect((await passwordStep(staff)).passkey).toBeUndefined();
  });

  it('refuses another staff user’s passkey at this user’s second step, audited as a failed second factor', async () => {
    const victim = await staffWithPasskey('admin');
    const intruder = await staffWithPasskey();
    const { challenge } = await passwordStep(victim.staff);
    const { options } = await stepOptions(challenge);
    const forged = intruder.key.get({ ...options, allowCredentials: [] });
    const res = await t.app.inject({ method: 'POST', url: endpoints.staffPasskeyVerify.path, payload: { challenge, credential: forged } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
    expect((await auditOf(victim.staff.username)).at(-1)).toMatchObject({ action: 'staff.second_factor_failed', after: { method: 'passkey' } });
  });

  it('refuses a passkey assertion for another origin at the second step', async () => {
    const { staff, key } = await staffWithPasskey();
    const { challenge } = await passwordStep(staff);
    const { options } = await stepOptions(challenge);
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.staffPasskeyVerify.path,
      payload: { challenge, credential: key.get(options, { origin: 'https://console.example' }) },
    });
    expect(res.json()).toMatchObject({ code: 'PASSKEY_REFUSED', error: PASSKEY_TEXT.refused });
  });

  it('answers the step’s options only for a live challenge', async () => {
    const { res } = await stepOptions('no-such-challenge-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('removes a passkey with the staff user’s password, audited; then it passes no second step', async () => {
    const { staff, token, key, passkey } = await staffWithPasskey();
    const remove = (password: string) => staffPost(t.app, passkeyPath('staffPasskeyRemove', passkey.id), token, { password });
    expect((await remove('wrong-password')).statusCode).toBe(400);
    expect((await remove(STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(staff.username)).at(-1)).toMatchObject({ action: 'staff.passkey_removed', before: { name: passkey.name } });
    expect((await passwordStep(staff)).passkey).toBeUndefined();
    expect((await signInWithPasskey(staff, key)).statusCode).toBe(400);
  });

  it('an admin’s reset of the second factor takes the passkeys away too', async () => {
    const { staff, key } = await staffWithPasskey();
    const admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    const reset = await staffPost(t.app, `/api/admin/staff/${staff.username}/reset_second_factor`, admin, {});
    expect(reset.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('passkeys').select('id').where('staff_username', '=', staff.username).execute()).toEqual([]);
    expect((await signInWithPasskey(staff, key)).statusCode).not.toBe(200);
  });
});
