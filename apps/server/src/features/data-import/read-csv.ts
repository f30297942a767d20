import { once } from 'node:events';
import { parse } from 'csv-parse';
import { type TextEncodingChoice, decodeText } from './decode-text';
import { FileRefused } from './file-refused';
import { FileTooLarge } from './file-too-large';
import { MSG } from './import-messages';
import type { TableRecord } from './table-record';

/** The records of a CSV file as they stream in, with the line each ends on; blank lines are skipped. */
export async function* readCsv(bytes: AsyncIterable<Uint8Array>, encoding: TextEncodingChoice): AsyncGenerator<TableRecord> {
  const parser = parse({ relax_column_count: true, info: true, skip_empty_lines: true });
  const feeding = (async () => {
    try {
      for await (const text of decodeText(bytes, encoding)) {
        if (!parser.write(text)) await once(parser, 'drain');
      }
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof FileRefused || error instanceof FileTooLarge) throw error;
    const lines = (error as { lines?: number }).lines;
    throw new FileRefused(MSG.badCsv((error as Error).message), lines ?? 1);
  } finally {
    await feeding;
  }
}
