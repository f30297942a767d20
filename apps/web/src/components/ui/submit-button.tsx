import { primaryButtonClass } from './button-classes';
import { Spinner } from './spinner';

/**
 * A form's submit button that says it is working while the request runs: full width on a login card, full width on
 * a phone and its own width from `sm` up (`fit`) under a longer form.
 */
export function SubmitButton({ pending, label, pendingLabel, fit = false }: { pending: boolean; label: string; pendingLabel: string; fit?: boolean }) {
  return (
    <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full ${fit ? 'sm:w-auto' : 'text-lg'}`}>
      {pending && <Spinner className="size-5" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
