import { inputClass } from '@/components/ui/input-classes';
import { ChoiceOptions } from './console-fields';

interface ChoiceFilterProps<C extends string> {
  label: string;
  /** The first option, which filters nothing out. */
  allLabel: string;
  choices: readonly C[];
  names: Record<C, string>;
  value: C | undefined;
  onChange: (value: C | undefined) => void;
}

/** A console list's filter by one closed list of codes (a status): all of them, or one. */
export function ChoiceFilter<C extends string>({ label, allLabel, choices, names, value, onChange }: ChoiceFilterProps<C>) {
  return (
    <label className="block max-w-xs">
      <span className="mb-1 block font-semibold">{label}</span>
      <select className={inputClass} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as C | undefined)}>
        <option value="">{allLabel}</option>
        <ChoiceOptions choices={choices} names={names} />
      </select>
    </label>
  );
}
