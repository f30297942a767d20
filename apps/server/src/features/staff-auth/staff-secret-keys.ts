import type { StaffSecretKeys } from '../../auth/staff-secret-box';
import type { Services } from '../../domain/context';

/** The keys authenticator secrets are sealed with; the server's start resolved them (withStaffSecretKeys). */
export function staffSecretKeysOf(services: Services): StaffSecretKeys {
  const keys = services.config.staffSecretKeys;
  if (!keys) throw new Error('no staff secret key: the server starts with STAFF_SECRET_KEY or its key file (withStaffSecretKeys)');
  return keys;
}
