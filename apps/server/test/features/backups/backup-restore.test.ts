import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../../src/db/database';
import { DataDirInUse } from '../../../src/db/pglite-lock';
import { DamagedBackup } from '../../../src/features/backups/backup-manifest';
import { RestoreRefused, restoreBackup } from '../../../src/features/backups/restore-backup';
import { type BackupTarget, pgliteDir, takeBackup } from '../../../src/features/backups/take-backup';
import { seedDemo } from '../../../src/seed/seed-demo';
import { folderContents, tableContents } from '../../support/database-contents';
import { onServer } from '../../support/postgres-template';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const onPostgres = process.env.TEST_DB === 'postgres';

/** A database of the suite's kind with a DATA_DIR of its own: PGlite in the folder, or a copy of the PostgreSQL template. */
async function newTarget(dataDir: string): Promise<BackupTarget> {
  if (!onPostgres) return { databaseUrl: undefined, dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `${inject('postgresTemplate')}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir };
}

async function open(target: BackupTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl, { poolSize: 1 });
  const template = new Blob([new Uint8Array(await fs.readFile(inject('pgliteTemplate')))]);
  const exists = await fs.stat(pgliteDir(target.dataDir)).then(() => true, () => false);
  return openPglite(pgliteDir(target.dataDir), exists ? undefined : template);
}

async function withDatabase<T>(target: BackupTarget, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await open(target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** What a restore must give back: every row of every table, and every file of DATA_DIR but the database's own. */
async function contents(target: BackupTarget) {
  const rows = await withDatabase(target, (database) => tableContents(database.db));
  const files = await folderContents(target.dataDir);
  for (const name of Object.keys(files)) if (name.startsWith('pglite')) delete files[name];
  return { rows, files };
}

/** Everything gone: the database's tables (or the embedded database's folder) and DATA_DIR's files. */
async function wipe(target: BackupTarget): Promise<void> {
  if (target.databaseUrl) await onServer(target.databaseUrl, 'drop schema public cascade; create schema public');
  await fs.rm(target.dataDir, { recursive: true, force: true });
  await fs.mkdir(target.dataDir);
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let work: string;
  let target: BackupTarget;
  let backup: string;
  let before: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-backup-'));
    target = await newTarget(path.join(work, 'data'));
    await fs.mkdir(target.dataDir);
    await withDatabase(target, (database) => seedDemo(database.db, { members: 20, today: new Date('2026-11-22T03:00:00Z'), dataDir: target.dataDir }));
    // uploads of the other kinds: a content picture, the identity's logo, a member's photo
    await fs.mkdir(path.join(target.dataDir, 'mediafiles', 'content'), { recursive: true });
    await fs.writeFile(path.join(target.dataDir, 'mediafiles', 'content', 'news.png'), randomBytes(3000));
    await fs.mkdir(path.join(target.dataDir, 'mediafiles', 'identity'), { recursive: true });
    await fs.writeFile(path.join(target.dataDir, 'mediafiles', 'identity', 'logo.png'), randomBytes(800));
    await fs.mkdir(path.join(target.dataDir, 'member-photos'));
    await fs.writeFile(path.join(target.dataDir, 'member-photos', '0000002.jpg'), randomBytes(5000));
    before = await contents(target);
    backup = (await takeBackup(target, path.join(work, 'backups'))).dir;
  }, 120_000);
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  it('gives back every row of every table and every file after a wipe', async () => {
    expect(Object.keys(before.rows).length).toBeGreaterThan(60);
    expect(Object.keys(before.files).filter((f) => f.startsWith('loan-documents')).length).toBeGreaterThan(0);
    await wipe(target);
    await restoreBackup(target, backup, { replace: false });
    expect(await contents(target)).toEqual(before);
  }, 60_000);

  it('with --replace takes away rows and files added after the backup', async () => {
    await withDatabase(target, (database) => sql`delete from members where membership_no = '0000003'`.execute(database.db));
    await fs.writeFile(path.join(target.dataDir, 'member-photos', '0000004.jpg'), randomBytes(100));
    await restoreBackup(target, backup, { replace: true });
    expect(await contents(target)).toEqual(before);
  }, 60_000);

  it('refuses to restore over data without --replace, changing nothing', async () => {
    await withDatabase(target, (database) => sql`delete from members where membership_no = '0000003'`.execute(database.db));
    const changed = await contents(target);
    await expect(restoreBackup(target, backup, { replace: false })).rejects.toThrow(RestoreRefused);
    expect(await contents(target)).toEqual(changed);
  }, 60_000);

  it('refuses a backup whose file does not match its checksum, changing nothing', async () => {
    const damaged = path.join(work, 'damaged');
    await fs.cp(backup, damaged, { recursive: true });
    const photo = path.join(damaged, 'files', 'member-photos', '0000002.jpg');
    const bytes = await fs.readFile(photo);
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    await fs.writeFile(photo, bytes);
    const now = await contents(target);
    await expect(restoreBackup(target, damaged, { replace: true })).rejects.toThrow(new DamagedBackup('files/member-photos/0000002.jpg does not match its sha256 checksum'));
    expect(await contents(target)).toEqual(now);
  }, 60_000);

  it.skipIf(onPostgres)('refuses to back up the embedded database while a server has it open', async () => {
    const server = await open(target);
    try {
      await expect(takeBackup(target, path.join(work, 'backups'))).rejects.toThrow(DataDirInUse);
    } finally {
      await server.close();
    }
  });

  it('the command says in Thai and English that a damaged backup was not restored, with exit code 1', async () => {
    const damaged = path.join(work, 'unlisted');
    await fs.cp(backup, damaged, { recursive: true });
    await fs.writeFile(path.join(damaged, 'files', 'extra.txt'), 'x');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
    const failed = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/commands/restore.ts', damaged, '--replace'], { cwd: ROOT, env }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('สำเนาสำรองเสียหาย ไม่ได้กู้คืนสิ่งใด / The backup is damaged, nothing was restored: files/extra.txt is not listed in manifest.json');
  }, 60_000);
});
