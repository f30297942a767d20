import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser, newStaffUsername } from '../../support/staff';
import { startAppWithStaff, staffPost, staffToken } from '../../support/staff-requests';
import type { TestContext } from '../../support/test-app';

const STRONG = 'ช้างเผือกกินกล้วยหอม';

describe('staff accounts (admins only)', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    ({ t, token: admin } = await startAppWithStaff('admin'));
  });
  afterAll(() => t.close());

  const auditOf = (target: string) =>
    t.database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target', '=', target).orderBy('id').execute();

  it('creates an account whose first login enrols an authenticator, and audits who made it', async () => {
    const username = newStaffUsername('editor');
    const res = await staffPost(t.app, endpoints.staffCreate.path, admin, { username, display_name: 'บรรณาธิการ', role: 'editor', password: STRONG });
    expect(res.json().rc_code).toBe('1');
    const login = await t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username, password: STRONG } });
    expect(login.json().stage).toBe('enrol');
    expect((await auditOf(username)).map((a) => a.action)).toEqual(['staff.created']);
  });

  it('refuses a weak first password and a taken username in Thai', async () => {
    const weak = await staffPost(t.app, endpoints.staffCreate.path, admin, { username: newStaffUsername(), display_name: 'ก', role: 'support', password: 'Password1' });
    expect(weak.json()).toMatchObject({ rc_code: '0', rc_des: expect.stringMatching(/[ก-๙]/) });
    const existing = await addStaffUser(t.database.db, 'support');
    const taken = await staffPost(t.app, endpoints.staffCreate.path, admin, { username: existing.username, display_name: 'ข', role: 'support', password: STRONG });
    expect(taken.json()).toEqual({ rc_code: '0', rc_des: 'มีชื่อผู้ใช้นี้แล้ว' });
  });

  it('lists the accounts with their state', async () => {
    const pending = await addStaffUser(t.database.db, 'support', { enrolled: false });
    const res = await t.app.inject({ method: 'GET', url: endpoints.staffList.path, headers: { authorization: `Bearer ${admin}` } });
    expect(res.json().data).toContainEqual(expect.objectContaining({ username: pending.username, role: 'support', enrolled: false, disabled: false }));
  });

  it('disabling an account ends its sessions at once, with before and after in the audit log', async () => {
    const staff = await addStaffUser(t.database.db, 'editor');
    const token = await staffToken(t.app, staff, t.clock.now());
    const res = await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: staff.username }), admin, { disabled: true });
    expect(res.json().rc_code).toBe('1');
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).statusCode).toBe(401);
    const [entry] = await auditOf(staff.username);
    expect(entry).toMatchObject({ action: 'staff.updated', before: { disabled: false }, after: { disabled: true } });
  });

  it('changes a role, and the new role applies to the live session', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const token = await staffToken(t.app, staff, t.clock.now());
    await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: staff.username }), admin, { role: 'support' });
    expect((await staffPost(t.app, endpoints.staffAuthUser.path, token)).json().user.role).toBe('support');
    expect((await t.app.inject({ method: 'GET', url: endpoints.staffList.path, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
  });

  it('keeps an admin from disabling or demoting themselves', async () => {
    const staff = await addStaffUser(t.database.db, 'admin');
    const token = await staffToken(t.app, staff, t.clock.now());
    const res = await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: staff.username }), token, { disabled: true });
    expect(res.json().rc_code).toBe('0');
  });

  it('resets a lost authenticator: the next login enrols anew', async () => {
    const staff = await addStaffUser(t.database.db, 'support');
    await staffPost(t.app, endpointPath(endpoints.staffSecondFactorReset, { username: staff.username }), admin);
    const login = await t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username: staff.username, password: 'Staff-Secret-2569' } });
    expect(login.json().stage).toBe('enrol');
  });

  it.each(['editor', 'support'] as const)('refuses a %s (403)', async (role) => {
    const token = await staffToken(t.app, await addStaffUser(t.database.db, role), t.clock.now());
    const res = await staffPost(t.app, endpoints.staffCreate.path, token, { username: newStaffUsername(), display_name: 'ค', role: 'admin', password: STRONG });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ท่านไม่มีสิทธิ์ใช้งานส่วนนี้');
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await staffPost(t.app, endpointPath(endpoints.staffUpdate, { username: 'nobody-here' }), admin, { role: 'editor' })).statusCode).toBe(404);
  });
});
