import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { eventLoopTurns } from './event-loop-turn';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';
import { WORKBOOK_LIMITS } from './workbook-limits';
import { type InflateBudget, type ZipEntry, entryBytes } from './zip-archive';

/** An element's name without its namespace prefix (`x:c` and `c` are the same cell). */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** A workbook as the sheet reader needs it: the archive, what has been inflated so far, and the first sheet's part. */
export interface WorkbookParts {
  zip: Buffer;
  entries: Map<string, ZipEntry>;
  budget: InflateBudget;
  sheet: ZipEntry;
  sharedStrings: string[];
  /** Per cell style index: whether its number format shows a date. */
  dateStyles: boolean[];
  /** Serial day 0 of the workbook's date system (the 1904 system of old Mac workbooks, or the 1900 one). */
  epochMs: number;
}

/** Where an entry's text goes: a SAX parser, or a scanner in front of one. */
export interface XmlSink {
  write(text: string): void;
  close(): void;
}

/**
 * Feeds an entry's XML to `parser` chunk by chunk and yields after each chunk, so the caller can hand on what the
 * parser found; a turn of the event loop is taken now and then. Malformed XML refuses the file.
 */
export async function* feedXml(parts: Pick<WorkbookParts, 'zip' | 'budget'>, entry: ZipEntry, parser: XmlSink, max?: number): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  const turn = eventLoopTurns();
  try {
    for await (const chunk of entryBytes(parts.zip, entry, parts.budget, max)) {
      parser.write(decoder.decode(chunk, { stream: true }));
      yield;
      await turn();
    }
    parser.write(decoder.decode());
    parser.close();
    yield;
  } catch (error) {
    throw error instanceof FileRefused ? error : new FileRefused(MSG.badXlsx);
  }
}

async function parse(parts: Pick<WorkbookParts, 'zip' | 'budget'>, entry: ZipEntry | undefined, handlers: (parser: SaxesParser) => void, max?: number): Promise<void> {
  if (!entry) return;
  const parser = new SaxesParser();
  handlers(parser);
  for await (const _ of feedXml(parts, entry, parser, max));
}

const attribute = (tag: SaxesTagPlain, name: string): string | undefined =>
  Object.entries(tag.attributes).find(([key]) => localName(key) === name)?.[1];

/** Number formats Excel builds in that show dates or times, Thai ones (71–81) among them. */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81]);

/** A format code shows a date when, outside quoted text, escapes and [sections], it has day, month or year letters. */
const isDateFormat = (code: string): boolean => /[dmy]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]|General/gi, ''));

const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** Where the first sheet's part is: the workbook lists sheets in tab order by relationship id, its rels map ids to parts. */
async function firstSheet(parts: Pick<WorkbookParts, 'zip' | 'budget' | 'entries'>): Promise<{ path: string | undefined; date1904: boolean }> {
  let id: string | undefined;
  let date1904 = false;
  await parse(parts, parts.entries.get('xl/workbook.xml'), (p) => {
    p.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'sheet' && id === undefined) id = attribute(tag, 'id');
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
    });
  }, 16 * 1024 * 1024);
  let target: string | undefined;
  await parse(parts, parts.entries.get('xl/_rels/workbook.xml.rels'), (p) => {
    p.on('opentag', (tag) => {
      if (localName(tag.name) === 'Relationship' && attribute(tag, 'Id') === id) target = attribute(tag, 'Target');
    });
  }, 16 * 1024 * 1024);
  if (!target) return { path: undefined, date1904 };
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/[^/]+\/\.\.\//g, '');
  return { path, date1904 };
}

async function dateStylesOf(parts: Pick<WorkbookParts, 'zip' | 'budget' | 'entries'>): Promise<boolean[]> {
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await parse(parts, parts.entries.get('xl/styles.xml'), (p) => {
    p.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'numFmt') custom.set(Number(attribute(tag, 'numFmtId')), isDateFormat(attribute(tag, 'formatCode') ?? ''));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const format = Number(attribute(tag, 'numFmtId') ?? 0);
        styles.push(custom.get(format) ?? BUILT_IN_DATES.has(format));
      }
    });
    p.on('closetag', (tag) => {
      if (localName(tag.name) === 'cellXfs') inCellXfs = false;
    });
  }, 16 * 1024 * 1024);
  return styles;
}

/** The shared strings, each the text of its runs (phonetic guides left out), capped in size and count. */
async function sharedStringsOf(parts: Pick<WorkbookParts, 'zip' | 'budget' | 'entries'>): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let inPhonetic = false;
  await parse(parts, parts.entries.get('xl/sharedStrings.xml'), (p) => {
    p.on('opentag', (tag) => {
      const name = localName(tag.name);
      if (name === 'si') text = '';
      else if (name === 't') inText = !inPhonetic;
      else if (name === 'rPh') inPhonetic = true;
    });
    p.on('text', (t) => {
      if (inText) text += t;
    });
    p.on('closetag', (tag) => {
      const name = localName(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        strings.push(text);
        if (strings.length > WORKBOOK_LIMITS.cells) throw new FileRefused(MSG.tooManyCells(WORKBOOK_LIMITS.cells));
      }
    });
  }, WORKBOOK_LIMITS.sharedStringBytes);
  return strings;
}

/** The parts of a workbook the first sheet needs, read in the order they are needed rather than the archive's. */
export async function workbookParts(parts: Pick<WorkbookParts, 'zip' | 'budget' | 'entries'>): Promise<WorkbookParts> {
  const { path, date1904 } = await firstSheet(parts);
  const sheet = path ? parts.entries.get(path) : undefined;
  if (!sheet) throw new FileRefused(MSG.noSheet);
  return {
    ...parts,
    sheet,
    dateStyles: await dateStylesOf(parts),
    sharedStrings: await sharedStringsOf(parts),
    epochMs: date1904 ? EPOCH_1904 : EPOCH_1900,
  };
}
