import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ImportRunTable } from '../../db/schema';

/**
 * Records one file offered to the import before it is read (as failed, until `finishImportRun` says otherwise, so a
 * run the process never finished keeps its trace); returns the run's id.
 */
export async function recordImportRun(db: Db, run: Insertable<ImportRunTable>): Promise<string> {
  const row = await db.insertInto('import_runs').values(run).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}

/** The run's outcome and counts, once the file has been read. */
export async function finishImportRun(db: Db, id: string, run: Updateable<ImportRunTable>): Promise<void> {
  await db.updateTable('import_runs').set(run).where('id', '=', Number(id)).execute();
}

/** A page of the import history, newest first, and how many runs there are. */
export async function listImportRuns(db: Db, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('import_runs').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    db.selectFrom('import_runs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
