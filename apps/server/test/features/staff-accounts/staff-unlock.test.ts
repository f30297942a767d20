import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockAccount } from '../../support/factories/account-locks';
import { addStaffUser, STAFF_PASSWORD, type TestStaff } from '../../support/staff';
import { startAppWithStaff, staffPost, staffToken } from '../../support/staff-requests';
import type { TestContext } from '../../support/test-app';

/** Decision 037: an admin lifts a staff account's lock, audited, and the console shows which accounts are locked. */
describe('POST /api/admin/staff/:username/unlock', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    ({ t, token: admin } = await startAppWithStaff('admin'));
  });
  afterAll(() => t.close());

  const unlockPath = (username: string) => endpointPath(endpoints.staffUnlock, { username });
  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username, password }, remoteAddress });
  const lockOut = (staff: TestStaff) => lockAccount(t.database.db, 'staff', staff.username, t.clock.now());
  const listed = async (username: string) => {
    const res = await t.app.inject({ method: 'GET', url: endpoints.staffList.path, headers: { authorization: `Bearer ${admin}` } });
    return (res.json().data as { username: string; locked_until: string | null }[]).find((account) => account.username === username);
  };

  it('shows until when an account is locked', async () => {
    const staff = await addStaffUser(t.database.db, 'editor');
    expect((await listed(staff.username))?.locked_until).toBeNull();
    await lockOut(staff);
    expect((await listed(staff.username))?.locked_until).toBe(new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());
  });

  it('lets the owner log in from anywhere once an admin has cleared the lock, and audits who cleared what', async () => {
    const staff = await addStaffUser(t.database.db, 'support');
    await lockOut(staff);
    const res = await staffPost(t.app, unlockPath(staff.username), admin);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: `ปลดล็อกการเข้าสู่ระบบของ ${staff.username} แล้ว` });
    expect((await listed(staff.username))?.locked_until).toBeNull();
    expect((await login(staff.username, STAFF_PASSWORD, '198.18.20.6')).statusCode).toBe(200);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target', '=', staff.username).execute();
    expect(audit).toEqual([
      { action: 'staff.unlock', before: { locks: [expect.objectContaining({ scope: 'staff:account' })] }, after: { locks: [] } },
    ]);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await staffPost(t.app, unlockPath('nobody-here'), admin)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    const staff = await addStaffUser(t.database.db, 'editor');
    expect((await staffPost(t.app, unlockPath(staff.username), support)).statusCode).toBe(403);
  });
});
