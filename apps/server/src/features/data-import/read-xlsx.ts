import { SaxesParser } from 'saxes';
import type { Cell } from './cell-values';
import { FileRefused } from './file-refused';
import { FileTooLarge } from './file-too-large';
import { MSG } from './import-messages';
import type { RefusedCell, TableRecord } from './table-record';
import { WORKBOOK_LIMITS } from './workbook-limits';
import { type WorkbookParts, type XmlSink, feedXml, localName, workbookParts } from './workbook-parts';
import { InflateBudget, zipEntries } from './zip-archive';

/** `B12` → column 2, row 12; undefined for anything else. */
function cellAt(reference: string): { column: number; row: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(reference.toUpperCase());
  if (!match?.[1] || !match[2]) return undefined;
  const column = [...match[1]].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
  return { column, row: Number(match[2]) };
}

/** The far corner of a range (`A1:C20` → C20, `B4` → B4). */
const lastCell = (range: string) => cellAt(range.split(':').at(-1) ?? '');

interface Merge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * The merged ranges of the sheet. `<mergeCells>` follows the rows in the sheet's XML, so the part is first scanned for
 * them as text (no parsing of the rows); a range wider than the dataset refuses the file like any cell would.
 */
async function mergesOf(parts: WorkbookParts, width: number): Promise<Map<number, Merge[]>> {
  const byRow = new Map<number, Merge[]>();
  const parser = new SaxesParser();
  let spans = 0;
  parser.on('opentag', (tag) => {
    if (localName(tag.name) !== 'mergeCell') return;
    const [from, to] = String(tag.attributes.ref ?? '').split(':').map(cellAt);
    if (!from) return;
    const merge = { top: from.row, left: from.column, bottom: to?.row ?? from.row, right: to?.column ?? from.column };
    refuseBeyond(merge.right, merge.bottom, width);
    spans += merge.bottom - merge.top + 1;
    if (spans > WORKBOOK_LIMITS.cells) throw new FileRefused(MSG.tooManyCells(WORKBOOK_LIMITS.cells));
    for (let row = merge.top; row <= merge.bottom; row++) byRow.set(row, [...(byRow.get(row) ?? []), merge]);
  });
  // the rows' own elements are skipped: only the tail from <mergeCells> on is parsed; this second pass over the
  // sheet has a budget of its own, so the sheet counts once against the workbook's
  const scan = { zip: parts.zip, budget: new InflateBudget(WORKBOOK_LIMITS.inflatedBytes) };
  for await (const _ of feedXml(scan, parts.sheet, fromMergeCells(parser)));
  return byRow;
}

/**
 * Hands the parser only `<mergeCells>…</mergeCells>`, so the rows are not parsed twice. The text is searched with a
 * tail kept from the chunk before, as a tag may be cut between chunks.
 */
function fromMergeCells(parser: SaxesParser): XmlSink {
  let pending = '';
  let state: 'before' | 'inside' | 'after' = 'before';
  return {
    write(text) {
      if (state === 'after') return;
      pending += text;
      if (state === 'before') {
        const at = pending.search(/<(\w+:)?mergeCells[\s>]/);
        if (at < 0) return void (pending = pending.slice(-64));
        state = 'inside';
        pending = pending.slice(at);
      }
      const end = /<\/(\w+:)?mergeCells>/.exec(pending);
      if (end) {
        parser.write(pending.slice(0, end.index + end[0].length));
        state = 'after';
      } else {
        parser.write(pending.slice(0, -64));
        pending = pending.slice(-64);
      }
    },
    close() {
      if (state === 'inside') parser.write(pending);
      if (state !== 'before') parser.close();
    },
  };
}

function refuseBeyond(column: number, row: number, width: number): void {
  if (column > width) throw new FileRefused(MSG.sheetTooWide(width));
  if (row > WORKBOOK_LIMITS.rows) throw new FileRefused(MSG.badXlsx);
}

/** A number cell as the sheet shows it: a date when its style's number format is a date's. */
function numberCell(text: string, style: number, parts: WorkbookParts): Cell {
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  return parts.dateStyles[style] ? new Date(parts.epochMs + Math.round(value * 86_400_000)) : value;
}

/** A cell's value from its type attribute, its `<v>` text and its inline string. */
function cellValue(type: string, text: string, style: number, parts: WorkbookParts): Cell {
  switch (type) {
    case 's':
      return parts.sharedStrings[Number(text)] ?? null;
    case 'b':
      return text === '1' || text === 'true';
    case 'inlineStr':
    case 'str':
    case 'e':
      return text;
    case 'd':
      return new Date(/Z|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
    default:
      return text === '' ? null : numberCell(text, style, parts);
  }
}

/** Gathers the bytes of the file: a workbook's directory is at its end. Over the cap, the file is refused unread. */
async function wholeFile(bytes: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of bytes) {
    length += chunk.length;
    if (length > WORKBOOK_LIMITS.fileBytes) throw new FileRefused(MSG.workbookTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/**
 * The first sheet of a workbook, row by row, streamed from its XML: only the cells present are visited, so a sheet
 * with one cell at XFD1048576 is one cell of work. A sheet wider than the dataset's `width` columns (its
 * `<dimension>` or any cell), or one over the caps of workbook-limits.ts, is refused with a Thai reason. Formulas and
 * merged cells are refused at their cell, so what is imported is exactly what the sheet shows.
 */
export async function* readXlsx(bytes: AsyncIterable<Uint8Array>, width: number): AsyncGenerator<TableRecord> {
  let zip: Buffer;
  try {
    zip = await wholeFile(bytes);
  } catch (error) {
    if (error instanceof FileTooLarge) throw error;
    throw error instanceof FileRefused ? error : new FileRefused(MSG.badXlsx);
  }
  const parts = await workbookParts({ zip, entries: zipEntries(zip), budget: new InflateBudget(WORKBOOK_LIMITS.inflatedBytes) });
  const merges = await mergesOf(parts, width);

  const ready: TableRecord[] = [];
  let row = 0;
  let cells: Cell[] = [];
  let refused: RefusedCell[] = [];
  let cell = { column: 0, type: '', style: 0, formula: false };
  let text = '';
  let inValue = false;
  let inPhonetic = false;
  let count = 0;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    switch (localName(tag.name)) {
      case 'dimension': {
        const far = lastCell(attributes.ref ?? '');
        if (far) refuseBeyond(far.column, far.row, width);
        break;
      }
      case 'row':
        row = attributes.r ? Number(attributes.r) : row + 1;
        if (!Number.isInteger(row) || row < 1) throw new FileRefused(MSG.badXlsx);
        refuseBeyond(0, row, width);
        cells = [];
        refused = [];
        cell.column = 0;
        break;
      case 'c': {
        const at = attributes.r ? cellAt(attributes.r) : { column: cell.column + 1, row };
        if (!at || at.row !== row) throw new FileRefused(MSG.badXlsx);
        refuseBeyond(at.column, at.row, width);
        if (++count > WORKBOOK_LIMITS.cells) throw new FileRefused(MSG.tooManyCells(WORKBOOK_LIMITS.cells));
        cell = { column: at.column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), formula: false };
        text = '';
        break;
      }
      case 'f':
        cell.formula = true;
        break;
      case 'v':
      case 't':
        inValue = !inPhonetic;
        break;
      case 'rPh':
        inPhonetic = true;
        break;
    }
  });
  parser.on('text', (t) => {
    if (inValue) text += t;
  });
  parser.on('closetag', (tag) => {
    switch (localName(tag.name)) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'rPh':
        inPhonetic = false;
        break;
      case 'c': {
        const index = cell.column - 1;
        const merge = merges.get(row)?.find((m) => cell.column >= m.left && cell.column <= m.right);
        if (merge && merge.top === row && merge.left === cell.column) refused.push({ index, reason: MSG.merged });
        if (cell.formula) refused.push({ index, reason: MSG.formula });
        while (cells.length < index) cells.push(null);
        cells[index] = cell.formula || merge ? null : cellValue(cell.type, text, cell.style, parts);
        break;
      }
      case 'row':
        if (refused.length || cells.some((v) => v !== null && !(typeof v === 'string' && v.trim() === ''))) {
          ready.push({ line: row, cells, ...(refused.length ? { refused } : {}) });
        }
        break;
    }
  });
  for await (const _ of feedXml(parts, parts.sheet, parser)) {
    yield* ready;
    ready.length = 0;
  }
}
