// The staff console's login as the bench scripts need it: both steps, the second with the authenticator's code
// computed by otplib from the secret (the one enrolled at this first login, or the one the caller stored).

import { generate } from 'otplib';

/** The demo admin of a fresh demo database; it enrols an authenticator at its first login. */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin@1234' };

/** A JSON POST to the portal, refused unless it answers 200 (and not rc_code '0'). */
export async function postJson(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const answer = await res.json().catch(() => undefined);
  if (res.status !== 200 || answer?.rc_code === '0') throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/**
 * Logs a staff member in and answers the second step's session record (token, user, and at an enrolment the
 * recovery codes). `secret` is the authenticator's key when the account is already enrolled.
 */
export async function staffSession(base, { username, password }, secret) {
  const first = await postJson(base, '/api/admin/auth/login', { username, password });
  const key = first.enrolment?.secret ?? secret;
  if (!key) throw new Error(`${username} is already enrolled and no authenticator key was given: start from a fresh database`);
  const code = await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) });
  return postJson(base, '/api/admin/auth/verify', { challenge: first.challenge, code });
}

/**
 * A staff account made for a bench by an admin's session, logged in once (which enrols its authenticator): the
 * session record as the console's logon form keeps it, without what it shows once (recovery codes, a lock notice).
 */
export async function benchStaffSession(base, adminToken, { username, displayName, role }) {
  // a long random password passes the policy (zxcvbn 3) without naming anything personal
  const password = `Bench-${crypto.randomUUID()}`;
  await postJson(base, '/api/admin/staff/create', { username, display_name: displayName, role, password }, adminToken);
  const { recovery_codes: _codes, lock_notice: _notice, ...session } = await staffSession(base, { username, password });
  return session;
}
