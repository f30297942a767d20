import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { ImportRunTable } from '../schema';

/** Records one file offered to the import, written or refused; returns the run's id. */
export async function recordImportRun(db: Db, run: Insertable<ImportRunTable>): Promise<string> {
  const row = await db.insertInto('import_runs').values(run).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}
