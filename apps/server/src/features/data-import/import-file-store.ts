import type { Db } from '../../db/database';
import type { ByteTap } from './byte-tap';

/** The size of the parts a kept file is written in: one row each, small enough for either database's one statement. */
const PART_BYTES = 1024 * 1024;

/** An upload received whole, in parts of about PART_BYTES, with its size and SHA-256. */
export interface ReceivedFile {
  parts: Buffer[];
  bytes: number;
  sha256: string;
}

/**
 * Reads an upload to its end through `tap` (which counts it against the cap), gathering it in parts. The whole file
 * is in memory until it is kept (at most the console's cap), so no transaction waits on a slow sender.
 */
export async function receiveFile(tap: ByteTap): Promise<ReceivedFile> {
  const parts: Buffer[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  for await (const chunk of tap) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PART_BYTES) {
      parts.push(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    }
  }
  if (pendingBytes > 0) parts.push(Buffer.concat(pending));
  return { parts, bytes: tap.bytes, sha256: tap.sha256() };
}

/** Keeps a received file for its run, in the caller's transaction (the one that queues the run's job). */
export async function keepImportFile(db: Db, runId: string, parts: readonly Buffer[]): Promise<void> {
  for (const [part, bytes] of parts.entries()) await db.insertInto('import_files').values({ run_id: Number(runId), part, bytes }).execute();
}

/** A kept file's bytes, part after part, each read when the reader wants it. */
export async function* keptImportFile(db: Db, runId: string): AsyncGenerator<Uint8Array> {
  for (let part = 0; ; part++) {
    const row = await db.selectFrom('import_files').select('bytes').where('run_id', '=', Number(runId)).where('part', '=', part).executeTakeFirst();
    if (!row) return;
    yield row.bytes;
  }
}
