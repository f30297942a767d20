import type { ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** A standing hint under the input (e.g. the password rules). */
  help?: string;
  /** What is wrong with the value, shown in red and announced with the input. */
  error?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A label, the input (rendered by `children` with the ids it must carry), its hint and its error. */
export function FormField({ id, label, help, error, children }: FormFieldProps) {
  // When the error is the hint itself (e.g. the password rule), say it once, in red.
  const showHelp = !!help && help !== error;
  const helpId = showHelp ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': !!error })}
      {error && (
        <p id={errorId} className="mt-1.5 text-base font-medium text-danger">
          {error}
        </p>
      )}
      {showHelp && (
        <p id={helpId} className="mt-1.5 text-sm text-stone-600">
          {help}
        </p>
      )}
    </div>
  );
}
