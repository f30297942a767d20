import { toThaiDateTime } from './thai-date';

/** A calendar date as the API speaks it: `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The parts of a real ISO date (2025-02-30 is not one), or undefined. */
export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number } | undefined {
  const m = value ? ISO_DATE.exec(value) : null;
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today on a Thai clock, whatever the device's time zone: the member's "today" is the cooperative's. */
export function thaiToday(now: number = Date.now()): IsoDate {
  const t = toThaiDateTime(now);
  // A finite epoch always reads as a date; the fallback only satisfies the type.
  return t ? isoDate(t.year, t.month, t.day) : new Date(now).toISOString().slice(0, 10);
}

/** The same day `months` months earlier, on the month's last day when it is shorter (31 May − 3 → 28 Feb). */
export function monthsBefore(date: IsoDate, months: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`not an ISO date: ${date}`);
  const index = parts.year * 12 + (parts.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDate(year, month, Math.min(parts.day, daysInMonth(year, month)));
}
