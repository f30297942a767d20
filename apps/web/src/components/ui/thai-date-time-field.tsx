import { isoDate, toThaiDateTime } from '@coop/thai-format';
import { useState } from 'react';
import { inputClass } from './input-classes';
import { ThaiDateField, type ThaiDateFieldProps } from './thai-date-field';
import { UI_TEXT } from './ui-text';

/** The date field's props, but `value` is an instant (ISO with zone), or '' for none. */
type ThaiDateTimeFieldProps = Pick<ThaiDateFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'minYear' | 'maxYear'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Thai calendar day and the Thai clock's HH:MM of an instant. */
function partsOf(instant: string): { day: string; time: string } {
  const t = toThaiDateTime(instant);
  return t ? { day: isoDate(t.year, t.month, t.day), time: `${pad(t.hour)}:${pad(t.minute)}` } : { day: '', time: '' };
}

/**
 * A moment as Thai people read it: the one date field (Buddhist years) and a 24-hour time, both on the Thai clock
 * whatever the device's time zone; the form gets an instant, or '' until both parts are whole.
 */
export function ThaiDateTimeField({ id, label, value, onChange, minYear, maxYear }: ThaiDateTimeFieldProps) {
  const [parts, setParts] = useState(() => partsOf(value));
  const update = (next: { day: string; time: string }) => {
    setParts(next);
    const moment = next.day && /^[0-9]{2}:[0-9]{2}$/.test(next.time) ? toThaiDateTime(`${next.day} ${next.time}`) : undefined;
    onChange(moment ? new Date(moment.epochMs).toISOString() : '');
  };
  return (
    <div className="grid grid-cols-[1fr_7.5rem] items-start gap-2">
      <ThaiDateField id={id} label={label} value={parts.day} onChange={(day) => update({ ...parts, day })} minYear={minYear} maxYear={maxYear} />
      <div>
        <label htmlFor={`${id}-time`} className="mb-1.5 block text-base font-semibold text-stone-800">
          {UI_TEXT.dateField.time}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          lang="th"
          value={parts.time}
          onChange={(e) => update({ ...parts, time: e.target.value.slice(0, 5) })}
          className={`${inputClass} tabular-nums`}
        />
      </div>
    </div>
  );
}
