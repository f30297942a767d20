import { spawn } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { LAST_MIGRATION } from './last-migration';
import { runProgram } from './run-program';

export const POSTGRES_DUMP_FILE = 'database.pgdump';
/** pg_dump, pg_restore and psql, of the server's major version or later. */
const CLIENT_PACKAGE = 'postgresql-client';

/**
 * pg_dump's custom format: one consistent snapshot of the database taken while the portal runs, compressed, that
 * pg_restore reads. Owners and grants are left out, so it restores under another role. Returns its last migration.
 */
export async function dumpPostgres(url: string, file: string): Promise<string | undefined> {
  await runProgram('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], { package: CLIENT_PACKAGE });
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
  const restored = runProgram('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { package: CLIENT_PACKAGE, pipeTo: psql });
  const [outcome] = await Promise.allSettled([restored]);
  const [code] = (await psqlDone) as [number | null];
  if (outcome.status === 'rejected') throw outcome.reason;
  if (code !== 0) throw new Error(`psql failed: ${stderr.trim() || (code === null ? `psql is not installed (apt-get install ${CLIENT_PACKAGE})` : `exit code ${code}`)}`);
}
