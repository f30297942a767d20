import { secondaryButtonClass } from './button-classes';
import { Spinner } from './spinner';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The retry is under way: the button waits, so a second tap does not send the call again. */
  retrying?: boolean;
}

/** A section that failed to load: what happened and a way to try again. */
export function ErrorState({ title, message, retryLabel, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-danger-light p-5 text-center">
      <p className="text-lg font-semibold text-danger">{title}</p>
      <p className="mt-1 text-stone-800">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${secondaryButtonClass} mt-4`}>
        {retrying && <Spinner className="size-5" />}
        {retryLabel}
      </button>
    </div>
  );
}
