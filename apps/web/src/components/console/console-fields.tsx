import { LOAN_METHOD_NAMES, LOAN_METHODS } from '@coop/contract';
import type { ComponentProps, ReactNode } from 'react';
import { inputClass } from '@/components/ui/input-classes';

/** A console form's field: its name above the input, a standing hint under it. */
export function LabeledField({ label, help, className = 'block', children }: { label: string; help?: string; className?: string; children: ReactNode }) {
  return (
    <label className={className}>
      <span className="mb-1 block font-semibold">{label}</span>
      {children}
      {help && <span className="mt-1 block text-base text-stone-600">{help}</span>}
    </label>
  );
}

/** A yes-or-no field, its box large enough to tick on a phone; takes a form library's registration as it is. */
export function CheckboxField({ label, ...input }: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" className="size-5" {...input} />
      {label}
    </label>
  );
}

/** The options of a closed list of codes under their Thai names (statuses, roles, content types). */
export function ChoiceOptions<C extends string>({ choices, names }: { choices: readonly C[]; names: Record<C, string> }) {
  return choices.map((choice) => (
    <option key={choice} value={choice}>
      {names[choice]}
    </option>
  ));
}

/** The choice of how a loan is repaid, in the words members read (a loan product, a calculator's loan type). */
export function LoanMethodField({ label, ...select }: { label: string } & ComponentProps<'select'>) {
  return (
    <LabeledField label={label}>
      <select className={inputClass} {...select}>
        <ChoiceOptions choices={LOAN_METHODS} names={LOAN_METHOD_NAMES} />
      </select>
    </LabeledField>
  );
}
