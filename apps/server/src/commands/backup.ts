// `npm run backup -- [--to <folder>]`: the configured database and DATA_DIR's files into a new, checked backup folder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { takeBackup } from '../features/backups/take-backup';

const { values } = parseArgs({ options: { to: { type: 'string', default: './backups' } } });
const config = readConfig();
const started = Date.now();
try {
  const { dir, manifest } = await takeBackup(config, path.resolve(values.to));
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `สำรองข้อมูลเรียบร้อย / Backup written: ${dir}\n  ${manifest.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database and ${manifest.files.length - 1} files, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`สำรองข้อมูลไม่สำเร็จ / Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
