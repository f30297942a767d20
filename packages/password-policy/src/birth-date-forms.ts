import { buddhistYear } from '@coop/thai-format';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The digit strings a person types for an ISO birth date (`YYYY-MM-DD`), separators left out: day-month-year,
 * year-month-day and month-day-year, with Gregorian and Buddhist years of four or two digits, day and month with
 * or without a leading zero. 1987-12-25 gives 25122530, 25121987, 19871225, 251230, 122587, … Nothing for a value
 * that is not a date.
 */
export function birthDateForms(isoDate: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return [];
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const years = [year, buddhistYear(year)].flatMap((y) => [String(y), String(y).slice(-2)]);
  const days = [pad2(day), String(day)];
  const months = [pad2(month), String(month)];
  const forms = new Set<string>();
  for (const y of years) {
    for (const m of months) {
      for (const d of days) {
        forms.add(d + m + y);
        forms.add(y + m + d);
        forms.add(m + d + y);
      }
    }
  }
  return [...forms];
}
