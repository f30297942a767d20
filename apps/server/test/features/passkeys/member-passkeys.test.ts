import { endpoints, type PasskeyEntry } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_TEXT } from '../../../src/auth/passkeys';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import {
  addMemberPasskey,
  authenticatorFor,
  memberCreationOptions,
  passkeyPath,
  passkeySignIn,
  signInOptions,
} from '../../support/passkeys';
import { loggedInMember, login, memberPost } from '../../support/requests';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;

describe('a member’s passkeys: added after signing in, signed in with from the logon page, named and removed (decision 074)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: endpoints.memberPasskeys.path, headers: { authorization: `Bearer ${token}` } })).json().passkeys as PasskeyEntry[];
  const inboxKinds = (no: string) =>
    t.database.db.selectFrom('member_inbox as i').innerJoin('member_events as e', 'e.id', 'i.event_id').where('i.membership_no', '=', no).select('e.kind').orderBy('i.id').execute();

  /** A member with a passkey on their own software authenticator. */
  async function memberWithPasskey() {
    const member = await loggedInMember(t.app, t.database.db);
    const phone = authenticatorFor(t.app);
    const added = await addMemberPasskey(t.app, member.token, phone);
    expect(added.statusCode).toBe(200);
    return { ...member, phone, passkey: added.json().passkey as PasskeyEntry };
  }

  it('adds a passkey with user verification required, for this site, stored with its public key, and tells the member', async () => {
    const { no, token } = await loggedInMember(t.app, t.database.db);
    const options = await memberCreationOptions(t.app, token);
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.name).toBe(no);
    const phone = authenticatorFor(t.app);
    const res = await memberPost(t.app, endpoints.memberPasskeyRegister.path, token, { credential: phone.create(options) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rc_des: PASSKEY_TEXT.added, passkey: { name: expect.stringMatching(THAI), last_used_at: null } });
    const stored = await t.database.db.selectFrom('passkeys').selectAll().where('membership_no', '=', no).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ credential_id: phone.lastCredentialId, counter: 0, staff_username: null });
    // the user handle is the options' random one, never the membership number
    expect(stored[0]?.user_handle).toBe(options.user.id);
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(no);
    expect(await inboxKinds(no)).toEqual([{ kind: 'passkey-added' }]);
  });

  it('lists the member’s passkeys with name, created and last used; a second passkey keeps the same user handle and excludes the first', async () => {
    const { token, phone } = await memberWithPasskey();
    const options = await memberCreationOptions(t.app, token);
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([phone.lastCredentialId]);
    const laptop = authenticatorFor(t.app);
    expect((await memberPost(t.app, endpoints.memberPasskeyRegister.path, token, { credential: laptop.create(options) })).statusCode).toBe(200);
    const passkeys = await list(token);
    expect(passkeys).toHaveLength(2);
    expect(passkeys[0]).toEqual({ id: expect.any(Number), name: expect.any(String), created_at: expect.any(String), last_used_at: null, synced: false });
    const handles = await t.database.db.selectFrom('passkeys').select('user_handle').where('id', 'in', passkeys.map((p) => p.id)).execute();
    expect(new Set(handles.map((h) => h.user_handle)).size).toBe(1);
  });

  it('signs in with the passkey and the remembered number: the same answer and stored user as the password login, and the member is told', async () => {
    const { no, phone } = await memberWithPasskey();
    const byPassword = (await login(t.app, no)).json();
    const res = await passkeySignIn(t.app, phone, { membershipNo: no });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(Object.keys(byPassword).sort());
    expect(answer.user).toEqual(byPassword.user);
    expect(answer.rc_des).toBe(byPassword.rc_des);
    expect(String(res.headers['set-cookie'])).toMatch(/coop_device=/);
    // the session works like any other
    expect((await memberPost(t.app, endpoints.memberAuthUser.path, answer.token, {})).json().data.membership_no).toBe(no);
    expect((await inboxKinds(no)).map((e) => e.kind)).toContain('passkey-sign-in');
    const [entry] = await list(answer.token);
    expect(entry?.last_used_at).not.toBeNull();
  });

  it('signs in with a discoverable credential when no number is typed: the options list no passkeys, the passkey names its member', async () => {
    const { no, phone } = await memberWithPasskey();
    const options = await signInOptions(t.app);
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');
    const res = await passkeySignIn(t.app, phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.membership_no).toBe(no);
  });

  it('gives a number without passkeys the same options as no number, so the answer does not tell who has one', async () => {
    const { no } = await loggedInMember(t.app, t.database.db);
    const options = await signInOptions(t.app, no);
    expect(options.allowCredentials).toEqual([]);
  });

  it('refuses an assertion made for another origin (a phishing site), and the challenge is gone after it', async () => {
    const { phone } = await memberWithPasskey();
    const options = await signInOptions(t.app);
    const phished = phone.get(options, { origin: 'https://coop-login.example' });
    const res = await t.app.inject({ method: 'POST', url: endpoints.memberPasskeySignIn.path, payload: { credential: phished } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PASSKEY_REFUSED', error: PASSKEY_TEXT.refused });
    const again = await t.app.inject({ method: 'POST', url: endpoints.memberPasskeySignIn.path, payload: { credential: phone.get(options) } });
    expect(again.json().code).toBe('PASSKEY_CHALLENGE_ENDED');
  });

  it('refuses an assertion over a challenge the server never gave', async () => {
    const { phone } = await memberWithPasskey();
    const options = await signInOptions(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.memberPasskeySignIn.path,
      payload: { credential: phone.get(options, { challenge: Buffer.from('not the server’s challenge').toString('base64url') }) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PASSKEY_CHALLENGE_ENDED', error: expect.stringMatching(THAI) });
  });

  it('refuses a replayed assertion: the challenge was taken by the first sign-in', async () => {
    const { phone } = await memberWithPasskey();
    const credential = phone.get(await signInOptions(t.app));
    const send = () => t.app.inject({ method: 'POST', url: endpoints.memberPasskeySignIn.path, payload: { credential } });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('PASSKEY_CHALLENGE_ENDED');
  });

  it('refuses a challenge more than 5 minutes old', async () => {
    const { phone } = await memberWithPasskey();
    const options = await signInOptions(t.app);
    t.clock.advanceSeconds(5 * 60 + 1);
    const res = await t.app.inject({ method: 'POST', url: endpoints.memberPasskeySignIn.path, payload: { credential: phone.get(options) } });
    expect(res.json().code).toBe('PASSKEY_CHALLENGE_ENDED');
  });

  it('refuses a signature counter that went back (a cloned authenticator) and keeps the stored counter', async () => {
    const { no, phone } = await memberWithPasskey();
    expect((await passkeySignIn(t.app, phone, { tampering: { counter: 7 } })).statusCode).toBe(200);
    const cloned = await passkeySignIn(t.app, phone, { tampering: { counter: 5 } });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().code).toBe('PASSKEY_REFUSED');
    const [stored] = await t.database.db.selectFrom('passkeys').select('counter').where('membership_no', '=', no).execute();
    expect(stored?.counter).toBe(7);
  });

  it('refuses an assertion without user verification', async () => {
    const { phone } = await memberWithPasskey();
    const res = await passkeySignIn(t.app, phone, { tampering: { unverified: true } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses another member’s passkey answering the options given for the remembered number', async () => {
    const alice = await memberWithPasskey();
    const bob = await memberWithPasskey();
    // options for Alice's number list only Alice's passkey; Bob's phone signs them with his own anyway
    const options = await signInOptions(t.app, alice.no);
    const forged = bob.phone.get({ ...options, allowCredentials: [] });
    const res = await t.app.inject({ method: 'POST', url: endpoints.memberPasskeySignIn.path, payload: { credential: forged } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_REFUSED');
  });

  it('refuses a passkey the portal does not know, in Thai', async () => {
    const stranger = new SoftAuthenticator(t.app.config.passkeys?.origin ?? '');
    stranger.create({ ...(await memberCreationOptions(t.app, (await loggedInMember(t.app, t.database.db)).token)) });
    const res = await passkeySignIn(t.app, stranger);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PASSKEY_UNKNOWN', error: PASSKEY_TEXT.unknown });
  });

  it('refuses a registration for another origin or without user verification, storing nothing', async () => {
    const { no, token } = await loggedInMember(t.app, t.database.db);
    const phone = authenticatorFor(t.app);
    expect((await addMemberPasskey(t.app, token, phone, { origin: 'https://evil.example' })).statusCode).toBe(401);
    expect((await addMemberPasskey(t.app, token, phone, { unverified: true })).statusCode).toBe(401);
    expect(await t.database.db.selectFrom('passkeys').select('id').where('membership_no', '=', no).execute()).toEqual([]);
  });

  it('refuses a registration over options given to another member', async () => {
    const alice = await loggedInMember(t.app, t.database.db);
    const bob = await loggedInMember(t.app, t.database.db);
    const credential = authenticatorFor(t.app).create(await memberCreationOptions(t.app, alice.token));
    const res = await memberPost(t.app, endpoints.memberPasskeyRegister.path, bob.token, { credential });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(THAI);
  });

  it('counts passkey sign-ins against the member like password logins: a locked pair refuses even a good passkey', async () => {
    const { no, phone } = await memberWithPasskey();
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: endpoints.memberLogin.path, payload: { membership_no: no, mem_password: 'wrong-password' }, remoteAddress });
    }
    const res = await passkeySignIn(t.app, phone, { membershipNo: no, remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(THAI);
  });

  it('renames a passkey; another member’s passkey is not found', async () => {
    const alice = await memberWithPasskey();
    const bob = await loggedInMember(t.app, t.database.db);
    const rename = (token: string, name: string) => memberPost(t.app, passkeyPath('memberPasskeyRename', alice.passkey.id), token, { name });
    expect((await rename(alice.token, '  โทรศัพท์ของฉัน ')).statusCode).toBe(200);
    expect((await list(alice.token))[0]?.name).toBe('โทรศัพท์ของฉัน');
    expect((await rename(bob.token, 'ของฉัน')).statusCode).toBe(404);
    expect((await rename(alice.token, '   ')).statusCode).toBe(400);
  });

  it('removes a passkey only with the member’s password; then it signs in no more; another member’s is not found', async () => {
    const alice = await memberWithPasskey();
    const bob = await loggedInMember(t.app, t.database.db);
    const remove = (token: string, password: string) => memberPost(t.app, passkeyPath('memberPasskeyRemove', alice.passkey.id), token, { password });
    const wrong = await remove(alice.token, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(await list(alice.token)).toHaveLength(1);
    expect((await remove(bob.token, TEST_PASSWORD)).statusCode).toBe(404);
    expect((await remove(alice.token, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await list(alice.token)).toEqual([]);
    expect((await passkeySignIn(t.app, alice.phone, { membershipNo: alice.no })).json().code).toBe('PASSKEY_UNKNOWN');
  });

  it('answers the options in Thai 404 where passkeys are off (a plain-http PUBLIC_URL)', async () => {
    const off = await startTestApp({ passkeys: undefined });
    try {
      const no = newMembershipNo();
      await addMember(off.database.db, no);
      const res = await memberPost(off.app, endpoints.memberPasskeySignInOptions.path, undefined, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PASSKEY_TEXT.off);
    } finally {
      await off.close();
    }
  });
});

describe('a member’s passkeys while support staff look through the member’s eyes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses adding, renaming and removing passkeys (403 in Thai), while the list may be seen and is audited', async () => {
    const { no, token } = await loggedInMember(t.app, t.database.db);
    const added = (await addMemberPasskey(t.app, token, authenticatorFor(t.app))).json().passkey as PasskeyEntry;
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: no, reason: 'สมาชิกโทรถามเรื่องพาสคีย์' })).statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    const looking = session.json().token as string;

    for (const [url, body] of [
      [endpoints.memberPasskeyCreationOptions.path, {}],
      [endpoints.memberPasskeyRegister.path, { credential: authenticatorFor(t.app).create(await memberCreationOptions(t.app, token)) }],
      [passkeyPath('memberPasskeyRename', added.id), { name: 'ของเจ้าหน้าที่' }],
      [passkeyPath('memberPasskeyRemove', added.id), { password: TEST_PASSWORD }],
    ] as const) {
      const res = await memberPost(t.app, url, looking, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('IMPERSONATING');
    }
    const seen = await t.app.inject({ method: 'GET', url: endpoints.memberPasskeys.path, headers: { authorization: `Bearer ${looking}` } });
    expect(seen.json().passkeys).toHaveLength(1);
    const views = await t.database.db.selectFrom('audit_log').select('after').where('action', '=', 'impersonation.view').where('target', '=', no).execute();
    expect(views.map((v) => (v.after as { path: string }).path)).toContain(endpoints.memberPasskeys.path);
    expect(await t.database.db.selectFrom('passkeys').select('name').where('membership_no', '=', no).execute()).toEqual([{ name: added.name }]);
  });

  it('a forced password reset by support takes the member’s passkeys away with the sessions', async () => {
    const { no, token } = await loggedInMember(t.app, t.database.db);
    const phone = authenticatorFor(t.app);
    await addMemberPasskey(t.app, token, phone);
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await staffPost(t.app, endpoints.memberForceReset.path, support, { membership_no: no })).statusCode).toBe(200);
    expect((await passkeySignIn(t.app, phone, { membershipNo: no })).json().code).toBe('PASSKEY_UNKNOWN');
  });
});
