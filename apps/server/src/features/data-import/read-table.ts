import type { TextEncodingChoice } from './decode-text';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { TableRecord } from './table-record';

/** An .xlsx file is a zip archive: it starts with the zip signature whatever its name says. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Pieces no larger than this reach the readers: a whole file in one chunk would be parsed in one turn of the event loop. */
const PIECE = 8 * 1024;

async function* inPieces(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of bytes) {
    for (let at = 0; at < chunk.length; at += PIECE) yield chunk.subarray(at, at + PIECE);
  }
}

/**
 * The rows of a CSV or XLSX file, told apart by their first bytes, so an upload's name does not matter. `width` is
 * the dataset's number of columns: a workbook's sheet may not be wider.
 */
export async function* readTable(bytes: AsyncIterable<Uint8Array>, encoding: TextEncodingChoice, width: number): AsyncGenerator<TableRecord> {
  const iterator = inPieces(bytes)[Symbol.asyncIterator]();
  // the first chunk may be shorter than the signature (a stream is free to cut anywhere)
  const head: Uint8Array[] = [];
  let length = 0;
  let ended = false;
  while (length < ZIP_SIGNATURE.length) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  if (length === 0) return;
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const start = Buffer.concat(head);
  const isZip = ZIP_SIGNATURE.every((b, i) => start[i] === b);
  yield* isZip ? readXlsx(all(), width) : readCsv(all(), encoding);
}
