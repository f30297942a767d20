import { primaryButtonClass } from './button-classes';
import { Spinner } from './spinner';

/** A form's full-width submit button that says it is working while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full text-lg`}>
      {pending && <Spinner className="size-5" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
