import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** Every table of the public schema with its row count and a digest of all its rows: equal digests, equal rows. */
export async function tableContents(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const contents: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ rows: number; digest: string }>`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
      from ${sql.table(name)} t`.execute(db);
    contents[name] = rows[0] ?? { rows: 0, digest: '' };
  }
  return contents;
}

/** Every file under `dir` with its bytes, by relative path. */
export async function folderContents(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const full = path.join(e.parentPath, e.name);
    files[path.relative(dir, full)] = (await fs.readFile(full)).toString('base64');
  }
  return files;
}
