import type { Db } from '../../db/database';
import type { Dataset } from './dataset';
import { batchWriter, createStaging, dropStaging, type StagingWriter } from './staging-table';

/** Rows per staging insert: a few milliseconds of PGlite's time each (it runs on the event loop's thread). */
const BATCH_ROWS = 500;

/** The import now running on each embedded database: its staging table is the session's, so imports take turns. */
const turns = new WeakMap<Db, Promise<unknown>>();

/**
 * An import on PGlite, whose one connection a transaction holds for its whole length: the rows are read and staged
 * outside any transaction, in small inserts between which every other request has the connection, and only the
 * checks and the merge run in `inTransaction` (all or nothing, as on PostgreSQL). The staging table is dropped
 * whatever happens.
 */
export async function importOnEmbedded<T>(
  db: Db,
  dataset: Dataset,
  stage: (writer: StagingWriter) => Promise<boolean>,
  inTransaction: (trx: Db, headerRead: boolean) => Promise<T>,
): Promise<T> {
  const before = turns.get(db) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(async () => {
    await createStaging(db, dataset, true);
    try {
      const headerRead = await stage(batchWriter(db, dataset, BATCH_ROWS));
      return await db.transaction().execute((trx) => inTransaction(trx, headerRead));
    } finally {
      await dropStaging(db);
    }
  });
  turns.set(db, mine);
  return mine;
}
