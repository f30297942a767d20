import type { StaffRole } from '@coop/contract';
import { generate, generateSecret } from 'otplib';
import { sealStaffSecret, type StaffSecretKeys } from '../../src/auth/staff-secret-box';
import type { Db } from '../../src/db/database';
import { testPasswordHash } from './members';

/** The key the test apps seal staff secrets with, and the browser tests' portal (STAFF_SECRET_KEY); tests only. */
export const TEST_STAFF_SECRET_KEY = 'dGVzdC1vbmx5IHN0YWZmIHNlY3JldCBrZXkgMzJieXQ=';
export const TEST_STAFF_SECRET_KEYS: StaffSecretKeys = { current: Buffer.from(TEST_STAFF_SECRET_KEY, 'base64'), previous: [] };

export const STAFF_PASSWORD = 'Staff-Secret-2569';

let next = Math.floor(Math.random() * 1_000_000);
/** A username no other test of this run uses. */
export const newStaffUsername = (prefix = 'staff'): string => `${prefix}${++next}`;

export interface TestStaff {
  username: string;
  /** The authenticator's secret when enrolled; codes for it come from `totpCode`. */
  secret: string | undefined;
}

/** A staff user of the role, enrolled in TOTP unless `enrolled: false`. */
export async function addStaffUser(
  db: Db,
  role: StaffRole,
  { enrolled = true, disabled = false, username = newStaffUsername(role) } = {},
): Promise<TestStaff> {
  const secret = enrolled ? generateSecret() : undefined;
  const now = new Date('2026-11-01T03:00:00Z');
  await db
    .insertInto('staff_users')
    .values({
      username,
      display_name: `เจ้าหน้าที่ ${username}`,
      role,
      password_hash: await testPasswordHash(STAFF_PASSWORD),
      password_changed_at: now,
      totp_secret: secret ? sealStaffSecret(TEST_STAFF_SECRET_KEYS, username, secret) : null,
      totp_enrolled_at: enrolled ? now : null,
      disabled_at: disabled ? now : null,
      created_at: now,
    })
    .execute();
  return { username, secret };
}

/** The authenticator's code for `secret` at `at`. */
export const totpCode = (secret: string, at: Date): Promise<string> => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
