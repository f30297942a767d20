import type { TextEncodingChoice } from './decode-text';
import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { TableRecord } from './table-record';

/** An .xlsx file is a zip archive: it starts with the zip signature whatever its name says. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The rows of a CSV or XLSX file, told apart by their first bytes, so an upload's name does not matter. */
export async function* readTable(bytes: AsyncIterable<Uint8Array>, encoding: TextEncodingChoice): AsyncGenerator<TableRecord> {
  const iterator = bytes[Symbol.asyncIterator]();
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
  yield* isZip ? readXlsx(all()) : readCsv(all(), encoding);
}
