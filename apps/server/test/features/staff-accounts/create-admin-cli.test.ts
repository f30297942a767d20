import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/database';

const cli = path.resolve(import.meta.dirname, '../../../src/features/staff-accounts/create-admin-cli.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');

/** Runs `npm run admin:create`'s program on an embedded database in `dataDir`, answering its questions from `input`. */
function run(dataDir: string, input: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(tsx, [cli], { env: { ...env, DATA_DIR: dataDir }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(input);
  });
}

// the command runs on its own embedded database, so the PostgreSQL pass of the suite has nothing to add
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coop-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('asks again for a weak password, then creates the admin with an audit entry', async () => {
    const strong = 'ช้างเผือกกินกล้วยหอม';
    const { code, out } = await run(dataDir, ['Chief.Admin', 'สมหญิง ผู้ดูแล', 'Password1', strong, strong, ''].join('\n'));
    expect(out).toContain('Administrator chief.admin created');
    expect(out).toContain('รหัสผ่านเดาง่ายเกินไป');
    expect(code).toBe(0);
    const database = await openDatabase(readConfig({ DATA_DIR: dataDir }));
    try {
      const user = await database.db.selectFrom('staff_users').select(['username', 'display_name', 'role', 'totp_enrolled_at']).executeTakeFirstOrThrow();
      expect(user).toEqual({ username: 'chief.admin', display_name: 'สมหญิง ผู้ดูแล', role: 'admin', totp_enrolled_at: null });
      const audit = await database.db.selectFrom('audit_log').select(['actor_kind', 'actor', 'action', 'target']).execute();
      expect(audit).toEqual([{ actor_kind: 'system', actor: 'admin:create', action: 'staff.created', target: 'chief.admin' }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('creates nothing when the input ends early', async () => {
    const { code, out } = await run(dataDir, 'someone\n');
    expect(code).toBe(1);
    expect(out).toContain('Not created');
  }, 60_000);
});
