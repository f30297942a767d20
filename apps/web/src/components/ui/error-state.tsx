import { secondaryButtonClass } from './button-classes';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A section that failed to load: what happened and a way to try again. */
export function ErrorState({ title, message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-danger-light p-5 text-center">
      <p className="text-lg font-semibold text-danger">{title}</p>
      <p className="mt-1 text-stone-800">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-4`}>
        {retryLabel}
      </button>
    </div>
  );
}
