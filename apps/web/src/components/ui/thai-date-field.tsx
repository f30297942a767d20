import { type DateInputProblem, formatThaiDate, readThaiDateInput, thaiDateInputText, thaiIsoDate } from '@coop/thai-format';
import { useId, useState } from 'react';
import { inputClass } from './input-classes';
import { ThaiDateSelect } from './thai-date-select';
import { UI_TEXT } from './ui-text';

export interface ThaiDateFieldProps {
  id: string;
  label: string;
  /** An ISO date, or '' while the field holds no whole date. */
  value: string;
  onChange: (value: string) => void;
  /** Gregorian years allowed, typed and offered in the Buddhist era. */
  minYear: number;
  maxYear: number;
  /** The form's own complaint (e.g. a date after another); the field's reading problems come first. */
  error?: string;
  /** What the date is for, under the field's own hint (as FormField's help). */
  help?: string;
  /** Where the lists open while the field is empty (default: today, when the range holds it). */
  pickerStart?: string;
}

const t = UI_TEXT.dateField;

/** Where the lists open with no date in the field: today when the range holds it, else the range's last year. */
function openingDate(minYear: number, maxYear: number): string {
  const today = thaiIsoDate(new Date());
  const year = Number(today.slice(0, 4));
  return year >= minYear && year <= maxYear ? today : `${maxYear}-01-01`;
}

// Typing "12" then "08" fills in the slashes; deleting never does.
function withSlashes(next: string, previous: string): string {
  if (next.length <= previous.length) return next;
  return /^[0-9]{2}$/.test(next) || /^[0-9]{1,2}\/[0-9]{2}$/.test(next) ? `${next}/` : next;
}

/**
 * The one date field of the portal (issue 12): typed day first with a Buddhist year (12/08/2528), or picked from
 * day, Thai month and Buddhist-year lists behind a button. It never shows a Christian year, refuses one typed, and
 * reads the date back in words so an older member can check it.
 */
export function ThaiDateField({ id, label, value, onChange, minYear, maxYear, error, help, pickerStart }: ThaiDateFieldProps) {
  const [text, setText] = useState(() => thaiDateInputText(value));
  const [problem, setProblem] = useState<DateInputProblem>();
  const [touched, setTouched] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [seen, setSeen] = useState(value);
  const pickerId = useId();

  // a date set from outside (the lists, a reset) shows in the box; one the box itself gave is left as typed
  if (value !== seen) {
    setSeen(value);
    const reading = readThaiDateInput(text, minYear, maxYear);
    if (value !== '' && !('iso' in reading && reading.iso === value)) {
      setText(thaiDateInputText(value));
      setProblem(undefined);
    }
  }

  const type = (raw: string) => {
    const next = withSlashes(raw.replace(/[^0-9/.\s-]/g, ''), text);
    setText(next);
    const reading = readThaiDateInput(next, minYear, maxYear);
    setProblem('problem' in reading ? reading.problem : undefined);
    onChange('iso' in reading ? reading.iso : '');
  };

  const shownProblem = touched && problem ? t.problems[problem](minYear, maxYear) : undefined;
  const message = shownProblem ?? error;
  const errorId = message ? `${id}-error` : undefined;
  const readbackId = `${id}-readback`;
  const helpId = help ? `${id}-help` : undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setTouched(true)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.placeholder}
          maxLength={12}
          aria-invalid={!!message}
          aria-describedby={[errorId, readbackId, helpId].filter(Boolean).join(' ')}
          className={`${inputClass} min-w-0 flex-1 tabular-nums`}
        />
        <button
          type="button"
          aria-expanded={pickerOpen}
          aria-controls={pickerId}
          onClick={() => setPickerOpen((open) => !open)}
          className="min-h-12 shrink-0 rounded-lg border-2 border-stone-300 bg-white px-3 text-base font-semibold text-stone-800 hover:border-primary aria-expanded:border-primary aria-expanded:text-primary"
        >
          {t.pick}
        </button>
      </div>
      <p id={readbackId} aria-live="polite" className="mt-1.5 text-sm text-stone-600">
        {value ? t.readback(formatThaiDate(value, 'long')) : t.hint}
      </p>
      {help && (
        <p id={helpId} className="mt-1 text-sm text-stone-600">
          {help}
        </p>
      )}
      {message && (
        <p id={errorId} className="mt-1 text-base font-medium text-danger">
          {message}
        </p>
      )}
      {pickerOpen && (
        <div id={pickerId} className="mt-3 rounded-xl border-2 border-stone-200 bg-stone-50 p-3">
          <ThaiDateSelect
            idPrefix={`${id}-pick`}
            legend={t.pickLegend(label)}
            value={value || pickerStart || openingDate(minYear, maxYear)}
            onChange={(iso) => {
              setTouched(true);
              setText(thaiDateInputText(iso));
              setProblem(undefined);
              onChange(iso);
            }}
            minYear={minYear}
            maxYear={maxYear}
          />
        </div>
      )}
    </div>
  );
}
