import { isSealed, isSealedUnderCurrent, openStaffSecret, sealStaffSecret, type StaffSecretKeys } from '../../auth/staff-secret-box';
import type { Db } from '../../db/database';
import { listTotpSecrets, replaceTotpSecret } from '../../db/repositories/staff-user-repository';

/**
 * The server's start-up step (decision 070): every authenticator secret not sealed under the current key (a plain
 * one from before sealing, or one under a previous key) is sealed under it. Each row is replaced only if unchanged
 * since it was read, so processes starting together, or a login enrolling meanwhile, lose nothing. Throws, and so
 * stops the start, when a secret was sealed with a key no longer configured. Answers how many it sealed.
 */
export async function resealStaffSecrets(db: Db, keys: StaffSecretKeys): Promise<number> {
  let sealed = 0;
  for (const { username, totp_secret: stored } of await listTotpSecrets(db)) {
    if (isSealedUnderCurrent(keys, stored)) continue;
    const plain = isSealed(stored) ? openStaffSecret(keys, username, stored) : stored;
    if (await replaceTotpSecret(db, username, stored, sealStaffSecret(keys, username, plain))) sealed++;
  }
  return sealed;
}
