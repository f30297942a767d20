import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SECRET_KEY_FILE, withStaffSecretKeys } from '../../src/auth/staff-secret-key-file';
import { readConfig } from '../../src/config';

describe('the staff secret key where STAFF_SECRET_KEY is unset', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'staff-key-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('is made at the first start in DATA_DIR, readable by the server alone, and read at every start after', async () => {
    const first = await withStaffSecretKeys(readConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, STAFF_SECRET_KEY_FILE);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(first.staffSecretKeys.current).toHaveLength(32);
    expect((await withStaffSecretKeys(readConfig({ DATA_DIR: dataDir }))).staffSecretKeys.current).toEqual(first.staffSecretKeys.current);
  });

  it('gives way to STAFF_SECRET_KEY', async () => {
    const key = Buffer.alloc(32, 9);
    const config = await withStaffSecretKeys(readConfig({ DATA_DIR: dataDir, STAFF_SECRET_KEY: key.toString('base64') }));
    expect(config.staffSecretKeys.current).toEqual(key);
  });
});
