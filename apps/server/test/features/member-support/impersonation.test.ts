import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { startAppWithStaff, staffPost, staffToken } from '../../support/staff-requests';
import { closeApps, startTestApp, startTwoApps, type TestContext } from '../../support/test-app';

const REASON = 'สมาชิกโทรแจ้งว่าเห็นยอดเงินกู้ไม่ตรง';

describe('impersonation: a support user sees a member’s view, may not act, for 30 minutes, all audited', () => {
  let t: TestContext;
  let staff: TestStaff;
  let support: string;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await addStaffUser(t.database.db, 'support');
  });
  afterAll(() => t.close());
  // tests move the clock by half an hour and more, past a staff session's 30 idle minutes (decision 070)
  beforeEach(async () => {
    support = await staffToken(t.app, staff, t.clock.now());
  });

  const ask = (no: string, reason: unknown = REASON, token = support) => staffPost(t.app, endpoints.memberImpersonate.path, token, { membership_no: no, reason });
  const open = (token = support) =>
    t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const auditOf = (no: string) =>
    t.database.db.selectFrom('audit_log').select(['action', 'actor', 'after']).where('target', '=', no).orderBy('id').execute();
  async function impersonate(no: string): Promise<string> {
    expect((await ask(no)).statusCode).toBe(200);
    const res = await open();
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }

  it('needs a stated reason, in Thai', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    for (const reason of [undefined, '', '   ', 'ดู']) {
      const res = await staffPost(t.app, endpoints.memberImpersonate.path, support, reason === undefined ? { membership_no: no } : { membership_no: no, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await ask(no, ' ดู ')).json().error).toBe(SUPPORT_TEXT.reasonNeeded(5));
    expect((await open()).statusCode).toBe(404);
  });

  it('counts the reason’s letters, not its code points: five zero-width or direction characters are no reason', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    for (const reason of ['\u200B\u200C\u200D\u202E\u2066', 'ดู\u200B\u200B\u200B\u200B', 'a\u0301\u0301\u0301\u0301', '\u3164\u3164\u3164\u3164\u3164']) {
      const res = await ask(no, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(SUPPORT_TEXT.reasonNeeded(5));
    }
    // Thai letters count, and so do the vowels and tones above or below them
    expect((await ask(no, 'ยอดผิด')).statusCode).toBe(200);
    expect((await ask(no, 'ดูยอด')).statusCode).toBe(200);
  });

  it('answers HEAD without spending the request, which the GET then opens', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    expect((await ask(no)).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(head.body).toBe('');
    const res = await open();
    expect(res.statusCode).toBe(200);
    expect(res.json().user.membership_no).toBe(no);
  });

  it('opens a member session once, as the login answer with who, why and until when', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    expect((await ask(no)).statusCode).toBe(200);
    const res = await open();
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
    const body = res.json();
    expect(body).toMatchObject({ rc_code: '1', user: { membership_no: no }, impersonation: { by: staff.username, by_name: `เจ้าหน้าที่ ${staff.username}`, reason: REASON } });
    expect(new Date(body.impersonation.ends_at).getTime()).toBe(t.clock.now().getTime() + 30 * 60_000);
    expect((await memberPost(t.app, '/api/member/member_status', body.token)).statusCode).toBe(200);
    const again = await open();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(SUPPORT_TEXT.noPendingImpersonation);
  });

  it('keeps the request to the staff user who made it, and a member token opens nothing', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const other = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    await ask(no);
    expect((await open(other)).statusCode).toBe(404);
    expect((await open(await loginToken(t.app, no))).statusCode).toBe(401);
    expect((await open('')).statusCode).toBe(401);
  });

  it('refuses the password change and the photo upload in Thai, and lets the member do both', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const token = await impersonate(no);
    const pass = await memberPost(t.app, '/api/member/member_pass', token, { mem_password: 'Another-Secret-99', mem_oldpassword: 'whatever' });
    expect(pass.statusCode).toBe(403);
    expect(pass.json().error).toBe(SUPPORT_TEXT.refusedWhileImpersonating);
    const upload = await memberPost(t.app, '/api/member/wwwupload', token, { image: 'data:image/png;base64,AAAA', name: 'x.png', croppedArea: {}, croppedAreaPixels: {} });
    expect(upload.statusCode).toBe(403);
    // the member's own session is not held back
    const own = await memberPost(t.app, '/api/member/member_pass', await loginToken(t.app, no), { mem_password: 'x', mem_oldpassword: 'y' });
    expect(own.statusCode).not.toBe(403);
  });

  it('ends within 30 minutes however busy the session is', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const token = await impersonate(no);
    // a call every 7 minutes would keep an ordinary session alive for ever
    for (const _ of [7, 14, 21, 28]) {
      t.clock.advanceMinutes(7);
      expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(3);
    expect((await memberPost(t.app, '/api/member/member_status', token)).statusCode).toBe(401);
  });

  it('writes the request, the start, every call made and the end to the audit log', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const token = await impersonate(no);
    await memberPost(t.app, '/api/member/member_status', token);
    await memberPost(t.app, '/api/member/member_share', token);
    await memberPost(t.app, '/api/member/member_pass', token, { mem_password: 'Another-Secret-99', mem_oldpassword: 'whatever' });
    expect((await memberPost(t.app, '/api/member/auth/logout', token)).statusCode).toBe(200);
    const entries = await auditOf(no);
    expect(entries.every((e) => e.actor === staff.username)).toBe(true);
    expect(entries.map((e) => e.action)).toEqual([
      'impersonation.request',
      'impersonation.start',
      'impersonation.view',
      'impersonation.view',
      'impersonation.view',
      'impersonation.end',
      'impersonation.view',
    ]);
    expect(entries[1]!.after).toMatchObject({ reason: REASON });
    // the logout's own row comes once it has answered, after the end it recorded
    expect([...entries.slice(2, 5), entries[6]].map((e) => e!.after)).toEqual([
      { method: 'POST', path: '/api/member/member_status', status: 200 },
      { method: 'POST', path: '/api/member/member_share', status: 200 },
      { method: 'POST', path: '/api/member/member_pass', status: 403 },
      { method: 'POST', path: '/api/member/auth/logout', status: 200 },
    ]);
    // the member's own calls are the member's business, not the audit log's
    await memberPost(t.app, '/api/member/member_status', await loginToken(t.app, no));
    expect(await auditOf(no)).toHaveLength(entries.length);
  });
});

describe('an impersonation ends with its staff user (issue 22 item 6)', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    ({ t, token: admin } = await startAppWithStaff('admin'));
  });
  afterAll(() => t.close());

  const statusWith = async (app: TestContext['app'], token: string) => (await memberPost(app, '/api/member/member_status', token)).statusCode;

  /** A support user of their own, logged in, looking at a member's view they have just used; and a request waiting. */
  async function impersonating() {
    const staff = await addStaffUser(t.database.db, 'support');
    const token = await staffToken(t.app, staff, t.clock.now());
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const ask = () => staffPost(t.app, endpoints.memberImpersonate.path, token, { membership_no: no, reason: REASON });
    expect((await ask()).statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${token}` } });
    const memberToken = opened.json().token as string;
    // now cached: only a revocation can make the app refuse it before FRESH_MS
    expect(await statusWith(t.app, memberToken)).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    return { staff, token, no, memberToken };
  }

  /** The member view refused at once, the waiting request gone, and the end audited as the end button's is. */
  async function expectEnded(s: Awaited<ReturnType<typeof impersonating>>, cause: string) {
    expect(await statusWith(t.app, s.memberToken)).toBe(401);
    expect(await t.database.db.selectFrom('pending_impersonations').select('membership_no').where('staff_username', '=', s.staff.username).execute()).toEqual([]);
    const ends = await t.database.db.selectFrom('audit_log').select(['actor', 'after']).where('action', '=', 'impersonation.end').where('target', '=', s.no).execute();
    expect(ends).toEqual([{ actor: s.staff.username, after: { cause } }]);
  }

  it('ends when the staff user logs out', async () => {
    const s = await impersonating();
    expect((await staffPost(t.app, endpoints.staffLogout.path, s.token)).statusCode).toBe(200);
    await expectEnded(s, 'staff_logout');
  });

  it('ends when the staff user is disabled', async () => {
    const s = await impersonating();
    expect((await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: s.staff.username }), admin, { disabled: true })).json().rc_code).toBe('1');
    await expectEnded(s, 'staff_disabled');
  });

  it('ends when the staff user’s role changes', async () => {
    const s = await impersonating();
    expect((await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: s.staff.username }), admin, { role: 'editor' })).json().rc_code).toBe('1');
    await expectEnded(s, 'staff_role_changed');
  });

  it('ends when the staff user’s second factor is reset', async () => {
    const s = await impersonating();
    expect((await staffPost(t.app, endpointPath(endpoints.staffSecondFactorReset, { username: s.staff.username }), admin)).json().rc_code).toBe('1');
    await expectEnded(s, 'staff_second_factor_reset');
  });

  it('leaves the member’s own session and other staff users’ views alone, and a change of name ends nothing', async () => {
    const s = await impersonating();
    const other = await impersonating();
    const own = await loginToken(t.app, s.no);
    expect((await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: s.staff.username }), admin, { display_name: 'ชื่อใหม่' })).json().rc_code).toBe('1');
    expect(await statusWith(t.app, s.memberToken)).toBe(200);
    expect((await staffPost(t.app, endpoints.staffLogout.path, s.token)).statusCode).toBe(200);
    expect(await statusWith(t.app, s.memberToken)).toBe(401);
    expect(await statusWith(t.app, own)).toBe(200);
    expect(await statusWith(t.app, other.memberToken)).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('an impersonation ends in every process with its staff user (PostgreSQL)', () => {
  let t: TestContext;
  let other: TestContext;
  beforeAll(async () => {
    ({ t, other } = await startTwoApps());
  });
  afterAll(() => closeApps(other, t));

  // the clock stands still, so only the NOTIFY can make the other app refuse what it has cached
  it('is refused by the other process once the staff user logs out here', async () => {
    const staff = await addStaffUser(t.database.db, 'support');
    const token = await staffToken(t.app, staff, t.clock.now());
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    await staffPost(t.app, endpoints.memberImpersonate.path, token, { membership_no: no, reason: REASON });
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${token}` } });
    const memberToken = opened.json().token as string;
    const statusThere = async () => (await memberPost(other.app, '/api/member/member_status', memberToken)).statusCode;
    expect(await statusThere()).toBe(200);
    expect((await staffPost(t.app, endpoints.staffLogout.path, token)).statusCode).toBe(200);
    await expect.poll(statusThere, { timeout: 2000 }).toBe(401);
  });
});
