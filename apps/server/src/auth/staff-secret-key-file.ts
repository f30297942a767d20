import fs from 'node:fs/promises';
import path from 'node:path';
import { type Config, parseStaffSecretKey } from '../config';
import { newStaffSecretKey, type StaffSecretKeys } from './staff-secret-box';

export const STAFF_SECRET_KEY_FILE = 'staff-secret.key';

/**
 * The configuration with its staff secret keys: STAFF_SECRET_KEY when set; otherwise the key in `staff-secret.key`
 * in DATA_DIR, made at the first start (mode 0600). The file keeps the key out of the database and its dumps, which
 * is the point of sealing; a deployment of several hosts sets STAFF_SECRET_KEY instead (docs/configuration.md).
 */
export async function withStaffSecretKeys(config: Config): Promise<Config & { staffSecretKeys: StaffSecretKeys }> {
  if (config.staffSecretKeys) return { ...config, staffSecretKeys: config.staffSecretKeys };
  const file = path.join(config.dataDir, STAFF_SECRET_KEY_FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  // written whole beside it, then linked into place: a key file is never seen half-written, and an existing one wins
  const draft = `${file}.${process.pid}`;
  await fs.writeFile(draft, `${newStaffSecretKey()}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return { ...config, staffSecretKeys: { current: parseStaffSecretKey(file, await fs.readFile(file, 'utf8')), previous: [] } };
}
