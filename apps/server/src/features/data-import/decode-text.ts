import iconv from 'iconv-lite';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';

/** `auto` reads UTF-8 when the bytes are valid UTF-8 and TIS-620 (Windows-874) when they are not. */
export type TextEncodingChoice = 'auto' | 'utf-8' | 'tis-620';

const firstHighByte = (chunk: Uint8Array) => chunk.findIndex((b) => b >= 0x80);

function isUtf8(chunk: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(chunk, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Bytes to text, chunk by chunk. With `auto` the choice is made at the first byte above ASCII (plain ASCII reads the
 * same in both), from the chunk holding it: Thai in TIS-620 is almost never valid UTF-8 for long. A UTF-8 byte order
 * mark is dropped. Windows-874 is TIS-620 plus a few symbols, so one decoder serves both names.
 */
export async function* decodeText(bytes: AsyncIterable<Uint8Array>, choice: TextEncodingChoice): AsyncGenerator<string> {
  let decided: 'utf-8' | 'tis-620' | undefined = choice === 'auto' ? undefined : choice;
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const tis = iconv.getDecoder('win874');
  for await (const chunk of bytes) {
    if (!decided) {
      if (firstHighByte(chunk) < 0) {
        yield Buffer.from(chunk).toString('latin1');
        continue;
      }
      decided = isUtf8(chunk) ? 'utf-8' : 'tis-620';
    }
    if (decided === 'tis-620') {
      yield tis.write(Buffer.from(chunk));
      continue;
    }
    try {
      yield utf8.decode(chunk, { stream: true });
    } catch {
      throw new FileRefused(MSG.notUtf8);
    }
  }
  try {
    yield decided === 'tis-620' ? (tis.end() ?? '') : utf8.decode();
  } catch {
    throw new FileRefused(MSG.notUtf8);
  }
}
