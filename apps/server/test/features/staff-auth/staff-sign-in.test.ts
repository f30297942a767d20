import { endpoints } from '@coop/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TEXT } from '../../../src/auth/staff-text';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser, STAFF_PASSWORD, totpCode } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('staff login with a second factor', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password = STAFF_PASSWORD, remoteAddress = '10.30.0.1') =>
    t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username, password }, remoteAddress });
  const verify = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: endpoints.staffVerify.path, payload });
  const auditOf = (actor: string) =>
    t.database.db.selectFrom('audit_log').select(['action', 'actor', 'ip']).where('actor', '=', actor).orderBy('id').execute();

  it('enrols an authenticator at the first login: QR code, then a code from it opens the session and gives recovery codes', async () => {
    const staff = await addStaffUser(t.database.db, 'admin', { enrolled: false });
    const first = await login(staff.username);
    expect(first.statusCode).toBe(200);
    const { stage, challenge, enrolment } = first.json();
    expect(stage).toBe('enrol');
    expect(enrolment.qr_svg).toContain('<svg');
    expect(enrolment.otpauth_uri).toContain(`otpauth://totp/`);
    const second = await verify({ challenge, code: await generate({ secret: enrolment.secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) });
    expect(second.statusCode).toBe(200);
    expect(second.json().recovery_codes).toHaveLength(10);
    expect(second.json().user).toEqual({ username: staff.username, display_name: `เจ้าหน้าที่ ${staff.username}`, role: 'admin' });
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, second.json().token)).statusCode).toBe(200);
    expect((await auditOf(staff.username)).map((a) => a.action)).toEqual(['staff.totp_enrolled', 'staff.login']);
  });

  it('asks an enrolled user for the code and gives no new secret', async () => {
    const staff = await addStaffUser(t.database.db, 'editor');
    const first = await login(staff.username);
    expect(first.json().stage).toBe('verify');
    expect(first.json().enrolment).toBeUndefined();
  });

  it('refuses a wrong code, opens no session and audits the failure', async () => {
    const staff = await addStaffUser(t.database.db, 'support');
    const { challenge } = (await login(staff.username)).json();
    const right = await totpCode(staff.secret!, t.clock.now());
    const res = await verify({ challenge, code: right === '000000' ? '111111' : '000000' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(STAFF_TEXT.wrongCode);
    expect((await auditOf(staff.username)).map((a) => a.action)).toEqual(['staff.second_factor_failed']);
  });

  it('takes a recovery code once', async () => {
    const staff = await addStaffUser(t.database.db, 'admin', { enrolled: false });
    const { challenge, enrolment } = (await login(staff.username)).json();
    const codes: string[] = (await verify({ challenge, code: await generate({ secret: enrolment.secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) })).json().recovery_codes;
    const again = (await login(staff.username)).json().challenge;
    expect((await verify({ challenge: again, recovery_code: codes[0]!.toLowerCase() })).statusCode).toBe(200);
    const third = (await login(staff.username)).json().challenge;
    expect((await verify({ challenge: third, recovery_code: codes[0] })).statusCode).toBe(401);
  });

  it('refuses a code already used for a login, in Thai', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const code = await totpCode(staff.secret!, t.clock.now());
    expect((await verify({ challenge: (await login(staff.username)).json().challenge, code })).statusCode).toBe(200);
    const again = await verify({ challenge: (await login(staff.username)).json().challenge, code });
    expect([again.statusCode, again.json().code, again.json().error]).toEqual([401, 'CODE_USED', STAFF_TEXT.codeUsed]);
  });

  it('opens one session for one code sent twice at once', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const code = await totpCode(staff.secret!, t.clock.now());
    const challenges = [(await login(staff.username)).json().challenge, (await login(staff.username)).json().challenge];
    const answers = await Promise.all(challenges.map((challenge) => verify({ challenge, code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('lets the challenge lapse after five minutes', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const { challenge } = (await login(staff.username)).json();
    t.clock.advanceMinutes(6);
    const res = await verify({ challenge, code: await totpCode(staff.secret!, t.clock.now()) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(STAFF_TEXT.challengeEnded);
  });

  it('refuses a wrong password in Thai and audits it', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const res = await login(staff.username, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(STAFF_TEXT.badCredentials);
    expect(await auditOf(staff.username)).toEqual([{ action: 'staff.login_failed', actor: staff.username, ip: '10.30.0.1' }]);
  });

  it('locks one account from one address after five wrong passwords', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    for (let i = 0; i < 5; i++) await login(staff.username, 'wrong-password', '10.30.0.9');
    expect((await login(staff.username, STAFF_PASSWORD, '10.30.0.9')).statusCode).toBe(429);
  });

  it('refuses a disabled account as it refuses a wrong password', async () => {
    const staff = await addStaffUser(t.database.db, 'admin', { disabled: true });
    expect((await login(staff.username)).json().error).toBe(STAFF_TEXT.badCredentials);
  });

  it('opens nothing with a challenge alone', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const { challenge } = (await login(staff.username)).json();
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, challenge)).statusCode).toBe(401);
  });

  it("never lets a member's token into the console", async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, await loginToken(t.app, no))).statusCode).toBe(401);
  });

  it("never lets a staff token into the member area", async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const token = await staffToken(t.app, staff, t.clock.now());
    expect((await staffPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
  });

  it('ends the session at logout', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const token = await staffToken(t.app, staff, t.clock.now());
    expect((await staffPost(t.app, endpoints.staffLogout.path, token)).statusCode).toBe(200);
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes new rows and refuses to change or delete old ones', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    await t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username: staff.username, password: 'wrong' } });
    const db = t.database.db;
    await expect(db.updateTable('audit_log').set({ actor: 'someone-else' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom('audit_log').select('actor').execute();
    expect(rows).toEqual([{ actor: staff.username }]);
  });
});
