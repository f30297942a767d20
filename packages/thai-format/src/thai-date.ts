/** Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset gives Thai wall-clock time on any machine. */
const THAI_OFFSET_MS = 7 * 60 * 60 * 1000;
const BUDDHIST_ERA_OFFSET = 543;

/** The Buddhist-era year Thai documents and pages show for a Gregorian year (2026 -> 2569). */
export function buddhistYear(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

/** The Gregorian year of a Buddhist-era year a person typed (2528 -> 1985). */
export function gregorianYear(buddhistEraYear: number): number {
  return buddhistEraYear - BUDDHIST_ERA_OFFSET;
}

export const THAI_MONTHS_LONG = [
  'มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน',
  'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม',
] as const;

export const THAI_MONTHS_SHORT = [
  'ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.',
] as const;

/** A month of a Gregorian year as Thai pages and documents head it: (2026, 11) -> "พฤศจิกายน 2569". */
export function thaiMonthYear(gregorianYear: number, month: number): string {
  return `${THAI_MONTHS_LONG[month - 1] ?? ''} ${buddhistYear(gregorianYear)}`;
}

/** What a missing date, null or the legacy zero date '0000-00-00 00:00:00' shows (spec 9). */
export const NO_DATE = ' - ';

/**
 * Dates come as Date objects, epoch milliseconds, ISO instants ("2025-01-05T07:30:00Z"), or the database's
 * zone-less forms ("2025-01-05", "2025-01-05 14:30:00"), which are Thai wall-clock time.
 */
export type DateInput = Date | string | number | null | undefined;

/** A moment as read on a Thai clock; `month` is 1-12, `weekday` 0 (Sunday) to 6, `year` Gregorian. */
export interface ThaiDateTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  /** False for date-only input: there is no time to show. */
  hasTime: boolean;
  epochMs: number;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function fromEpoch(epochMs: number, hasTime: boolean): ThaiDateTime | undefined {
  if (!Number.isFinite(epochMs)) return undefined;
  const t = new Date(epochMs + THAI_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    hasTime,
    epochMs,
  };
}

function fromWallClock(text: string): ThaiDateTime | undefined {
  const m = WALL_CLOCK.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part))) as number[];
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(utc);
  // Date.UTC rolls 2025-02-30 over to March; such input is not a date.
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59) return undefined;
  return fromEpoch(utc - THAI_OFFSET_MS, m[4] !== undefined);
}

/** Reads any DateInput on a Thai clock; undefined for missing, zero or unreadable dates. */
export function toThaiDateTime(value: DateInput): ThaiDateTime | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return fromEpoch(value.getTime(), true);
  if (typeof value === 'number') return fromEpoch(value, true);
  const text = value.trim();
  if (text === '' || text.startsWith('0000-00-00')) return undefined;
  if (WITH_ZONE.test(text)) return fromEpoch(Date.parse(text), true);
  return fromWallClock(text);
}

/** The moment a Thai calendar day (ISO `YYYY-MM-DD`) begins: 00:00 in Thailand, 17:00 UTC the day before. */
export function thaiDayStart(isoDay: string): Date {
  const [y = 0, m = 1, d = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - THAI_OFFSET_MS);
}

/** The day a moment falls on in Thailand, as ISO `YYYY-MM-DD`: 2026-11-24T18:00Z is already the 25th there. */
export function thaiIsoDate(value: Date): string {
  const t = fromEpoch(value.getTime(), true);
  return t ? `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}` : '';
}

/** 14:05 → "14.05 น.", the way Thai documents write the time. */
export function thaiClock(t: ThaiDateTime): string {
  return `${String(t.hour).padStart(2, '0')}.${String(t.minute).padStart(2, '0')} น.`;
}

export type ThaiDateStyle = 'short' | 'long';

export interface ThaiDateOptions {
  /** Adds the time ("14.05 น.") when the input has one. */
  withTime?: boolean;
}

/** Buddhist-calendar date: short "5 ม.ค. 2568", long "5 มกราคม 2568"; NO_DATE when there is no date. */
export function formatThaiDate(value: DateInput, style: ThaiDateStyle = 'long', options: ThaiDateOptions = {}): string {
  const t = toThaiDateTime(value);
  if (!t) return NO_DATE;
  const months = style === 'short' ? THAI_MONTHS_SHORT : THAI_MONTHS_LONG;
  const date = `${t.day} ${months[t.month - 1]} ${buddhistYear(t.year)}`;
  return options.withTime && t.hasTime ? `${date} ${thaiClock(t)}` : date;
}

/** Only the time: "14.05 น."; NO_DATE when the input has no time. */
export function formatThaiTime(value: DateInput): string {
  const t = toThaiDateTime(value);
  return t?.hasTime ? thaiClock(t) : NO_DATE;
}
