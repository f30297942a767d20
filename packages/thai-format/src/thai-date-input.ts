import { isoDate, parseIsoDate } from './iso-date';
import { buddhistYear, gregorianYear } from './thai-date';

/** Why a typed date is not one, for the form to say in Thai. */
export type DateInputProblem = 'incomplete' | 'gregorian-year' | 'no-such-date' | 'out-of-range';

export type DateInputReading = { iso: string } | { problem: DateInputProblem };

// a Buddhist year of the living is far above any Christian one: 2400 BE is 1857
const LOWEST_BUDDHIST_YEAR = 2400;

/**
 * A date typed day first with a Buddhist year, as Thai people write it: 12/8/2528, 12-08-2528, 12.8.2528,
 * 12 8 2528 or 12082528. A Christian year is refused, not guessed, so nobody is born 543 years off.
 * `minYear` and `maxYear` are Christian years (the API's).
 */
export function readThaiDateInput(text: string, minYear: number, maxYear: number): DateInputReading {
  const trimmed = text.trim();
  const parts = /^[0-9]{8}$/.test(trimmed)
    ? [trimmed.slice(0, 2), trimmed.slice(2, 4), trimmed.slice(4)]
    : trimmed.split(/[\s./-]+/);
  if (parts.length !== 3 || !parts.every((p) => /^[0-9]+$/.test(p)) || parts[2]?.length !== 4) return { problem: 'incomplete' };
  const [day, month, year] = parts.map(Number) as [number, number, number];
  if (year < LOWEST_BUDDHIST_YEAR) return { problem: 'gregorian-year' };
  const iso = isoDate(gregorianYear(year), month, day);
  const parsed = parseIsoDate(iso);
  if (!parsed) return { problem: 'no-such-date' };
  if (parsed.year < minYear || parsed.year > maxYear) return { problem: 'out-of-range' };
  return { iso };
}

/** An ISO date as the field shows it: 12/08/2528. */
export function thaiDateInputText(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  return `${String(parts.day).padStart(2, '0')}/${String(parts.month).padStart(2, '0')}/${buddhistYear(parts.year)}`;
}
