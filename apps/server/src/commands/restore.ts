// `npm run restore -- <backup folder> [--replace]`: checks the backup against its manifest, then restores it over the
// configured database and DATA_DIR's files. Stop the server first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { DamagedBackup } from '../features/backups/backup-manifest';
import { RestoreRefused, restoreBackup } from '../features/backups/restore-backup';

const USAGE = 'usage: npm run restore -- <backup folder> [--replace]';
const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
const [dir] = positionals;
if (!dir || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const config = readConfig();
const started = Date.now();
try {
  const manifest = await restoreBackup(config, path.resolve(dir), { replace: values.replace });
  console.log(
    `กู้คืนข้อมูลเรียบร้อย / Restored: the backup of ${manifest.createdAt} (release ${manifest.release}) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      '  Start the server of the same release or a later one: it runs the migrations the backup lacks.',
  );
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof DamagedBackup) console.error(`สำเนาสำรองเสียหาย ไม่ได้กู้คืนสิ่งใด / The backup is damaged, nothing was restored: ${reason}`);
  else if (error instanceof RestoreRefused) console.error(`ไม่ได้กู้คืน / Not restored: ${reason}`);
  else console.error(`กู้คืนข้อมูลไม่สำเร็จ / Restore failed: ${reason}`);
  process.exitCode = 1;
}
