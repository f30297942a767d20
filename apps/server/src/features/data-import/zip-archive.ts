import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  method: number;
  compressedSize: number;
  dataStart: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const PIECE = 64 * 1024;

const broken = () => new FileRefused(MSG.badXlsx);

/**
 * The entries of a zip archive held in memory, by name, from its central directory (at the archive's end, which is
 * why a workbook is read whole before its sheet is). Zip64 archives (over 4 GB) are not workbooks the import takes.
 */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  try {
    return readDirectory(zip);
  } catch (error) {
    // an offset past the end (a cut or forged archive) is a broken workbook, not a fault of the server
    throw error instanceof FileRefused ? error : broken();
  }
}

function readDirectory(zip: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken();
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw broken();
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      dataStart: local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Counts inflated bytes against a cap shared by every part read, so a zip bomb is refused partway. */
export class InflateBudget {
  used = 0;
  constructor(private readonly max: number) {}
  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.max) throw new FileRefused(MSG.workbookTooLarge);
  }
}

/** An entry's bytes, inflated as they are read in pieces (zlib works off the main thread), at most `max` of them. */
export async function* entryBytes(zip: Buffer, entry: ZipEntry, budget: InflateBudget, max = Infinity): AsyncGenerator<Buffer> {
  const end = entry.dataStart + entry.compressedSize;
  if (end > zip.length) throw broken();
  const data = zip.subarray(entry.dataStart, end);
  if (entry.method !== STORED && entry.method !== DEFLATED) throw broken();
  async function* pieces() {
    for (let at = 0; at < data.length; at += PIECE) yield data.subarray(at, at + PIECE);
  }
  const source = Readable.from(pieces());
  const stream = entry.method === STORED ? source : source.pipe(zlib.createInflateRaw());
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      budget.spend(chunk.length);
      if (read > max) throw new FileRefused(MSG.workbookTooLarge);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof FileRefused ? error : broken();
  } finally {
    source.destroy();
    stream.destroy();
  }
}
