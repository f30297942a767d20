import { type Kysely, sql } from 'kysely';

/** Runs a DDL script one statement at a time (prepared statements take one command). Statements end with `;` at a line end. */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
