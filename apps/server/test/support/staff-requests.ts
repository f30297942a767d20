import { endpoints, type StaffRole } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { addStaffUser, STAFF_PASSWORD, type TestStaff, totpCode } from './staff';
import { startTestApp, type TestContext } from './test-app';

/**
 * Both login steps for an enrolled staff user, as the console does them; the session token. Tests log one user in
 * many times under a clock that does not move, so the step of the last code taken is forgotten first (a code opens
 * one session, decision 037).
 */
export async function staffToken(app: FastifyInstance, staff: TestStaff, now: Date): Promise<string> {
  await app.db.updateTable('staff_users').set({ totp_last_step: null }).where('username', '=', staff.username).execute();
  const first = await app.inject({ method: 'POST', url: endpoints.staffLogin.path, payload: { username: staff.username, password: STAFF_PASSWORD } });
  if (first.statusCode !== 200 || !staff.secret) throw new Error(`staff login failed: ${first.statusCode} ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: endpoints.staffVerify.path,
    payload: { challenge: first.json().challenge, code: await totpCode(staff.secret, now) },
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return second.json().token as string;
}

/** A console call with the staff token. */
export function staffPost(app: FastifyInstance, url: string, token: string | undefined, payload: unknown = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(payload),
  });
}

/** A test app of its own with a logged-in staff user of the role: what most console tests start from. */
export async function startAppWithStaff(role: StaffRole): Promise<{ t: TestContext; token: string; username: string }> {
  const t = await startTestApp();
  const staff = await addStaffUser(t.database.db, role);
  return { t, token: await staffToken(t.app, staff, t.clock.now()), username: staff.username };
}

/** For a describe block: its own test app and logged-in staff user, started before its tests and closed after them. */
export function withStaffApp(role: StaffRole): { t: TestContext; token: string; username: string } {
  const suite = {} as { t: TestContext; token: string; username: string };
  beforeAll(async () => {
    Object.assign(suite, await startAppWithStaff(role));
  });
  afterAll(() => suite.t.close());
  return suite;
}
