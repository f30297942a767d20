import type { ClipboardEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { useBrowserFact } from '@/lib/use-browser-fact';

type NumberOnlyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The digits of a text, in order: what the field keeps of anything typed, pasted or filled in. */
export const onlyDigits = (text: string) => text.replace(/[^0-9]/g, '');

/**
 * A text input that holds digits only (spec 5): key presses other than digits are blocked, pasted text loses
 * everything but its digits, and whatever else gets in (mobile keyboards, autofill) is filtered on change.
 */
export function NumberOnlyInput({ value, onValueChange, maxLength, onKeyDown, onPaste, ...rest }: NumberOnlyInputProps) {
  const limit = (digits: string) => (maxLength && maxLength > 0 ? digits.slice(0, maxLength) : digits);
  // In a form the server drew, keys are not filtered until the app runs: a length limit then would count the keys it
  // refuses and cut digits off. The form keeps the digits of what was typed, up to the limit, when it takes over.
  const started = useBrowserFact(() => true, false);

  const blockNonDigits = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (printable && !/[0-9]/.test(event.key)) event.preventDefault();
  };

  const pasteDigits = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onValueChange(limit(value.slice(0, start) + onlyDigits(event.clipboardData.getData('text')) + value.slice(end)));
  };

  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={started ? maxLength : undefined}
      value={value}
      onKeyDown={blockNonDigits}
      onPaste={pasteDigits}
      onChange={(event) => onValueChange(limit(onlyDigits(event.target.value)))}
    />
  );
}
