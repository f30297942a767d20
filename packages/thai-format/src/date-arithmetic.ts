import { type IsoDate, monthsBefore, parseIsoDate } from './iso-date';

// Apart from iso-date.ts, which nearly every page loads: only the loan pages and the server count months and days.

/** The same day `months` months later (earlier when negative), on the month's last day when it is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return monthsBefore(date, -months);
}

const DAY_MS = 86_400_000;

/** Calendar days from one date to another (negative when `to` is earlier), never meeting daylight saving. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`not ISO dates: ${from}, ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}
