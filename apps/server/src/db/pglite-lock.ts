import fs from 'node:fs/promises';
import path from 'node:path';

/** Thrown when another living process holds the embedded database's data folder. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`the embedded database in ${dataDir} is open in process ${pid}: stop the server first (systemctl stop coop-portal)`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The data folders this process holds: a lock naming this process is stale (a container's pid 1 again) unless here. */
const heldHere = new Set<string>();

/**
 * PGlite's own postmaster.pid holds no real lock, and two processes writing one data folder corrupt it (a backup
 * taken while the server runs, a second server): the folder is held through `<dataDir>.lock`, naming the holder's
 * process. A lock left by a process that died is taken over. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockFile);
      return async () => {
        heldHere.delete(lockFile);
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await fs.readFile(lockFile, 'utf8').catch(() => ''));
    const held = holder === process.pid ? heldHere.has(lockFile) : Number.isInteger(holder) && holder > 0 && isAlive(holder);
    if (held) throw new DataDirInUse(dataDir, holder);
    await fs.rm(lockFile, { force: true });
  }
}
