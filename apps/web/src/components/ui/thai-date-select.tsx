import { buddhistYear, daysInMonth, isoDate, parseIsoDate, THAI_MONTHS_LONG } from '@coop/thai-format';
import { UI_TEXT } from './ui-text';

interface ThaiDateSelectProps {
  idPrefix: string;
  legend: string;
  /** An ISO date. */
  value: string;
  onChange: (value: string) => void;
  /** Gregorian years offered, shown in the Buddhist era. */
  minYear: number;
  maxYear: number;
}

const selectClass =
  'block min-h-12 w-full rounded-lg border-2 border-stone-300 bg-white px-2 py-2 text-lg text-stone-900 focus:border-primary';

/**
 * A date as three native lists (day, Thai month, Buddhist year). Phones show them as large wheels, and nobody has
 * to know that the browser's own date picker counts years in the Christian era.
 */
export function ThaiDateSelect({ idPrefix, legend, value, onChange, minYear, maxYear }: ThaiDateSelectProps) {
  const parts = parseIsoDate(value) ?? { year: maxYear, month: 1, day: 1 };
  const set = (year: number, month: number, day: number) => onChange(isoDate(year, month, Math.min(day, daysInMonth(year, month))));
  const years = Array.from({ length: Math.max(1, maxYear - minYear + 1) }, (_, i) => maxYear - i);
  const days = Array.from({ length: daysInMonth(parts.year, parts.month) }, (_, i) => i + 1);
  const t = UI_TEXT.range;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-base font-semibold text-stone-800">{legend}</legend>
      <div className="grid grid-cols-[4.5rem_1fr_6rem] gap-2">
        <div>
          <label htmlFor={`${idPrefix}-day`} className="mb-1 block text-sm text-stone-600">
            {t.day}
          </label>
          <select id={`${idPrefix}-day`} value={parts.day} onChange={(e) => set(parts.year, parts.month, Number(e.target.value))} className={selectClass}>
            {days.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-month`} className="mb-1 block text-sm text-stone-600">
            {t.month}
          </label>
          <select id={`${idPrefix}-month`} value={parts.month} onChange={(e) => set(parts.year, Number(e.target.value), parts.day)} className={selectClass}>
            {THAI_MONTHS_LONG.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-year`} className="mb-1 block text-sm text-stone-600">
            {t.year}
          </label>
          <select id={`${idPrefix}-year`} value={parts.year} onChange={(e) => set(Number(e.target.value), parts.month, parts.day)} className={selectClass}>
            <BuddhistYearOptions years={years} />
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** A year select's options: each Gregorian year as its value, shown in the Buddhist era. */
export function BuddhistYearOptions({ years }: { years: readonly number[] }) {
  return years.map((y) => (
    <option key={y} value={y}>
      {buddhistYear(y)}
    </option>
  ));
}
