import { buddhistYear, gregorianYear, isNationalId, isoDate, nationalIdDigits, parseIsoDate } from '@coop/thai-format';
import { MSG } from './import-messages';
import { textFault } from '../../text/text-faults';

/** What a reader hands over for one cell: CSV gives text, a workbook may give numbers, booleans and dates. */
export type Cell = string | number | boolean | Date | null;

export type Calendar = 'buddhist' | 'gregorian';

export type ColumnKind =
  | 'text' | 'code' | 'membership' | 'integer' | 'money' | 'rate' | 'percent' | 'date' | 'year' | 'month'
  | 'boolean' | 'sign' | 'sex' | 'national-id' | 'heirs' | 'balance-kind';

/** The staging table's type of each kind: the same types as the finance tables, so the merge compares like with like. */
export const SQL_TYPE: Record<ColumnKind, string> = {
  text: 'text', code: 'text', membership: 'text', integer: 'integer', money: 'numeric(14, 2)', rate: 'numeric(6, 3)',
  percent: 'numeric(5, 2)', date: 'date', year: 'integer', month: 'integer', boolean: 'boolean', sign: 'smallint',
  sex: 'text', 'national-id': 'text', heirs: 'jsonb', 'balance-kind': 'text',
};

/** A parsed value as text for the staging table (null for an empty optional cell), or a Thai reason. */
export type Parsed = { value: string | null } | { error: string };

const THAI_DIGITS = /[๐-๙]/g;
/** ๐..๙ are welcome wherever digits are: some core systems print them. */
export const asciiDigits = (text: string): string => text.replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50));

/** Plain or grouped by thousands (1,234,567.50); a minus in front. */
const NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;
const MAX_TEXT = 500;
/** Gregorian years the portal's data can hold; Buddhist years are these plus the era offset, so the ranges never meet. */
const YEAR_RANGE = [1900, 2200] as const;

function decimal(cell: string | number, places: number, integerDigits: number): Parsed {
  let text: string;
  if (typeof cell === 'number') {
    const scaled = cell * 10 ** places;
    if (!Number.isFinite(cell)) return { error: MSG.notAmount };
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return { error: MSG.tooManyDecimals(places) };
    text = cell.toFixed(places);
  } else {
    text = asciiDigits(String(cell)).replace(/\s/g, '');
    if (!NUMBER.test(text)) return { error: MSG.notAmount };
    text = text.replace(/,/g, '');
  }
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.length > places && !/^0*$/.test(fraction.slice(places))) return { error: MSG.tooManyDecimals(places) };
  if (whole.replace(/^0+/, '').length > integerDigits) return { error: MSG.amountTooLarge };
  return { value: text };
}

function integer(written: string): Parsed {
  const text = asciiDigits(written).replace(/[\s,]/g, '');
  if (!/^-?\d+$/.test(text)) return { error: MSG.notInteger };
  const n = Number(text);
  if (Math.abs(n) > 2_147_483_647) return { error: MSG.integerRange };
  return { value: String(n) };
}

/** A year as the file's calendar writes it, as the Gregorian year the database keeps. */
function yearOf(written: number, calendar: Calendar): number | string {
  const [low, high] = YEAR_RANGE;
  if (calendar === 'gregorian') {
    if (written >= buddhistYear(low) && written <= buddhistYear(high)) return MSG.looksBuddhist(written);
    return written >= low && written <= high ? written : MSG.yearRange;
  }
  if (written >= low && written <= high) return MSG.looksGregorian(written);
  const year = gregorianYear(written);
  return year >= low && year <= high ? year : MSG.yearRange;
}

/** `YYYY-MM-DD` or `D/M/YYYY` (also with `-` or `.`), or a workbook's date cell (always Gregorian: Excel keeps serials). */
function date(cell: Cell, calendar: Calendar): Parsed {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { error: MSG.notDate };
    return { value: isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()) };
  }
  const text = asciiDigits(String(cell)).trim();
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : undefined;
  if (!parts) return { error: MSG.notDate };
  const year = yearOf(Number(parts[0]), calendar);
  if (typeof year === 'string') return { error: year };
  const iso = isoDate(year, Number(parts[1]), Number(parts[2]));
  return parseIsoDate(iso) ? { value: iso } : { error: MSG.notDate };
}

const TRUE = new Set(['1', 'true', 't', 'y', 'yes', 'ใช่', 'จริง']);
const FALSE = new Set(['0', 'false', 'f', 'n', 'no', 'ไม่ใช่', 'ไม่', 'เท็จ']);
const SEX: Record<string, string> = { m: 'M', f: 'F', ช: 'M', ญ: 'F', ชาย: 'M', หญิง: 'F' };
/** The lines of a confirmation letter: the code, or its Thai name as core banking prints it. */
const BALANCE_KINDS: Record<string, string> = {
  share: 'share', deposit: 'deposit', loan: 'loan', guarantee_given: 'guarantee_given', guarantee_received: 'guarantee_received',
  หุ้น: 'share', เงินฝาก: 'deposit', เงินกู้: 'loan', ค้ำประกันให้ผู้อื่น: 'guarantee_given', ผู้ค้ำประกันให้: 'guarantee_received',
};

/** "นายก ข:บุตร; นางค ง:คู่สมรส" → the JSON list the cremation table keeps. */
function heirs(text: string): Parsed {
  const list = text.split(';').map((s) => s.trim()).filter(Boolean).map((entry) => {
    const [name, relationship, ...rest] = entry.split(':').map((s) => s.trim());
    return name && relationship && rest.length === 0 ? { name, relationship } : undefined;
  });
  if (list.some((h) => !h)) return { error: MSG.notHeirs };
  return { value: JSON.stringify(list) };
}

/** Checks one non-empty cell against its column's kind. */
export function parseCell(kind: ColumnKind, cell: Cell, calendar: Calendar): Parsed {
  if (kind === 'date') return date(cell, calendar);
  // a date cell where another kind is due is read as its date text, which the kinds below then accept or refuse
  const text = cell instanceof Date ? (date(cell, calendar) as { value: string }).value : typeof cell === 'string' ? cell.trim() : String(cell);
  switch (kind) {
    case 'text':
    case 'code':
      return text.length > MAX_TEXT ? { error: MSG.tooLong(MAX_TEXT) } : { value: text };
    case 'membership': {
      const digits = asciiDigits(text);
      return /^\d{1,7}$/.test(digits) ? { value: digits.padStart(7, '0') } : { error: MSG.notMembershipNo };
    }
    case 'integer':
      return integer(text);
    case 'money':
      return decimal(typeof cell === 'number' ? cell : text, 2, 12);
    case 'rate':
      return decimal(typeof cell === 'number' ? cell : text, 3, 3);
    case 'percent':
      return decimal(typeof cell === 'number' ? cell : text, 2, 3);
    case 'year': {
      const n = integer(text);
      if ('error' in n) return n;
      const year = yearOf(Number(n.value), calendar);
      return typeof year === 'string' ? { error: year } : { value: String(year) };
    }
    case 'month': {
      const n = integer(text);
      return 'error' in n || Number(n.value) < 1 || Number(n.value) > 12 ? { error: MSG.notMonth } : n;
    }
    case 'boolean': {
      const word = text.toLowerCase();
      return TRUE.has(word) ? { value: 'true' } : FALSE.has(word) ? { value: 'false' } : { error: MSG.notBoolean };
    }
    case 'sign': {
      const n = asciiDigits(text);
      return ['1', '0', '-1', '+1'].includes(n) ? { value: String(Number(n)) } : { error: MSG.notSign };
    }
    case 'sex': {
      const sex = SEX[text.toLowerCase()];
      return sex ? { value: sex } : { error: MSG.notSex };
    }
    case 'national-id': {
      const digits = nationalIdDigits(asciiDigits(text));
      return isNationalId(digits) ? { value: digits } : { error: MSG.notNationalId };
    }
    case 'heirs':
      return heirs(text);
    case 'balance-kind': {
      const code = BALANCE_KINDS[text.toLowerCase()];
      return code ? { value: code } : { error: MSG.notBalanceKind };
    }
  }
}

/** Text no column of the portal means to hold, and PostgreSQL cannot store a NUL or a lone surrogate at all. */
export const hasUnstorableText = (cell: Cell): boolean => typeof cell === 'string' && textFault(cell) !== undefined;

/** Empty text, or nothing at all. */
export const isBlank = (cell: Cell): boolean => cell === null || (typeof cell === 'string' && cell.trim() === '');
