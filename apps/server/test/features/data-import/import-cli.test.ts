import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/db/database';
import { MSG } from '../../../src/features/data-import/import-messages';
import { farCellWorkbook } from '../../support/import-files';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const run = promisify(execFile);

/** The command as an operator runs it, on PGlite in a fresh DATA_DIR (one PGlite cannot be opened twice). */
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run import (the command line)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-import-cli-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const importCli = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/commands/import.ts', ...args], { cwd: ROOT, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('imports a sample file and prints the summary; refused rows give exit code 1 and their Thai reasons', async () => {
    const groups = await importCli('groups', 'docs/import-samples/groups.csv');
    expect(groups.code, groups.stderr).toBe(0);
    expect(groups.stdout).toMatch(/outcome:\s+imported/);
    expect(groups.stdout).toMatch(/rows read: 4\ninserted:\s+4\nupdated:\s+0\nunchanged: 0/);

    const bad = path.join(dataDir, 'members-bad.csv');
    await fs.writeFile(bad, 'membership_no,prename,first_name,last_name,member_group_no,member_status,sex,national_id\n1000009,นาย,ก,ข,99999999,ปกติ,M,1101700203450\n');
    const members = await importCli('members', bad);
    expect(members.code).toBe(1);
    expect(members.stderr).toContain('บรรทัด 2, คอลัมน์ member_group_no: ไม่พบหน่วยงานรหัส 99999999');
    expect(members.stdout).toMatch(/rejected:\s+1 rows, 1 errors/);

    const usage = await importCli('payroll', bad);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown dataset: payroll');
    // three cold starts of the command, each opening and migrating its own embedded database
  }, 90_000);

  it('refuses a workbook with one cell at XFD1048576 with a Thai reason and exit code 1, and records the run', async () => {
    const file = path.join(dataDir, 'far-cell.xlsx');
    await fs.writeFile(file, await farCellWorkbook('XFD1048576'));
    const far = await importCli('groups', file);
    expect(far.code, far.stderr).toBe(1);
    expect(far.stderr).toContain(`บรรทัด 1: ${MSG.sheetTooWide(3)}`);
    expect(far.stdout).toMatch(/run:\s+\d+/);
  }, 60_000);

  it('raises the events a console import raises: a posted month of deductions reaches each member’s inbox', async () => {
    for (const [dataset, file] of [['groups', 'groups.csv'], ['members', 'members.csv'], ['kep-headers', 'kep-headers.csv']] as const) {
      const result = await importCli(dataset, `docs/import-samples/${file}`);
      expect(result.code, result.stderr).toBe(0);
    }
    // the command has ended, so its embedded database can be opened here
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const inbox = await database.db
        .selectFrom('member_inbox as i')
        .innerJoin('member_events as e', 'e.id', 'i.event_id')
        .where('i.membership_no', '=', '1000001')
        .select(['e.kind', 'e.key'])
        .execute();
      expect(inbox).toContainEqual({ kind: 'deduction-posted', key: 'deduction-posted:2026-06' });
    } finally {
      await database.close();
    }
  }, 180_000);
});
