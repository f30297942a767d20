import type { InputHTMLAttributes } from 'react';
import { inputClass } from './input-classes';

type MobileNumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'value' | 'onChange' | 'className'> & {
  value: string;
  onValueChange: (typed: string) => void;
};

/**
 * A Thai mobile number as people type it (089-123-4567): the phone keypad, the number autofill knows, and nothing
 * but digits, spaces and dashes kept. The form reads the digits out of it.
 */
export function MobileNumberInput({ value, onValueChange, ...rest }: MobileNumberInputProps) {
  return (
    <input
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={14}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/[^0-9 -]/g, ''))}
      className={`${inputClass} tabular-nums`}
    />
  );
}
