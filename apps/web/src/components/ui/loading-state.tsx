import { Spinner } from './spinner';

/** A polite "loading" message for a section of the page. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-primary">
      <Spinner />
      <span className="text-base text-stone-700">{label}</span>
    </div>
  );
}
