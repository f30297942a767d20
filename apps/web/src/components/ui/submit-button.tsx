import { useBrowserFact } from '@/lib/use-browser-fact';
import { primaryButtonClass } from './button-classes';
import { Spinner } from './spinner';

/**
 * A form's submit button that says it is working while the request runs: full width on a login card, full width on
 * a phone and its own width from `sm` up (`fit`) under a longer form. In a form the server drew it is disabled until
 * the app has taken the form over: the browser would otherwise send the form itself, as a GET with the password in
 * the address (decision 067).
 */
export function SubmitButton({ pending, label, pendingLabel, fit = false }: { pending: boolean; label: string; pendingLabel: string; fit?: boolean }) {
  const started = useBrowserFact(() => true, false);
  return (
    <button type="submit" disabled={pending || !started} className={`${primaryButtonClass} w-full ${fit ? 'sm:w-auto' : 'text-lg'}`}>
      {pending && <Spinner className="size-5" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
