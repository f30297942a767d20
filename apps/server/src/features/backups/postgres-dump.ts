import { spawn } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { LAST_MIGRATION } from './last-migration';

export const POSTGRES_DUMP_FILE = 'database.pgdump';

/** Runs a PostgreSQL client program; a failure names the program and its own message, never the URL (it may hold a password). */
async function run(program: string, args: readonly string[], pipeTo?: ReturnType<typeof spawn>): Promise<void> {
  const child = spawn(program, args, { stdio: ['ignore', pipeTo ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (pipeTo?.stdin && child.stdout) child.stdout.pipe(pipeTo.stdin);
  const [code] = (await Promise.race([once(child, 'exit'), once(child, 'error').then(([e]) => Promise.reject(e as Error))]).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`${program} is not installed: install PostgreSQL's client programs (apt-get install postgresql-client)`);
    throw error;
  })) as [number | null];
  if (code !== 0) throw new Error(`${program} failed: ${stderr.trim() || `exit code ${code}`}`);
}

/**
 * pg_dump's custom format: one consistent snapshot of the database taken while the portal runs, compressed, that
 * pg_restore reads. Owners and grants are left out, so it restores under another role. Returns its last migration.
 */
export async function dumpPostgres(url: string, file: string): Promise<string | undefined> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  // migrations run only when a server starts, so this is the dump's
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string | null }>(LAST_MIGRATION);
    return rows[0]?.name ?? undefined;
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database's public schema with the dump's in one transaction: the schema is dropped (tables a newer
 * release added go too) and the dump's SQL run by psql; any error rolls all of it back and leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  psql.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const psqlDone = once(psql, 'exit').catch(() => [null]);
  psql.on('error', () => undefined);
  psql.stdin.on('error', () => undefined);
  psql.stdin.write('drop schema public cascade;\ncreate schema public;\n');
  const restored = run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], psql);
  const [outcome] = await Promise.allSettled([restored]);
  const [code] = (await psqlDone) as [number | null];
  if (outcome.status === 'rejected') throw outcome.reason;
  if (code !== 0) throw new Error(`psql failed: ${stderr.trim() || (code === null ? 'psql is not installed (apt-get install postgresql-client)' : `exit code ${code}`)}`);
}
