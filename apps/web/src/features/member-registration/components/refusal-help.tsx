import type { AccountField } from '@coop/contract';
import { REGISTRATION_TEXT } from '../messages';

/** What the server said to do after a refusal: the fields to check and the tries left before the 15-minute lock. */
export interface RefusalAdvice {
  check: readonly AccountField[];
  /** Absent when the attempt was not counted (a mistake of the form itself). */
  triesLeft?: number;
}

const t = REGISTRATION_TEXT.refusal;

function triesText(triesLeft: number | undefined, checking: boolean): string | undefined {
  if (triesLeft === undefined) return undefined;
  if (triesLeft > 0) return t.triesLeft(triesLeft);
  // none left and nothing to check: this answer was the lock itself
  return checking ? t.lastTry : t.locked;
}

/**
 * Under the form after a refusal. The refusal itself is the spec's error notice (spec 8), shown once; this says what
 * to do about it: each field to check, as a button that takes the member there, and how many tries are left.
 */
export function RefusalHelp({ advice, fieldIds }: { advice: RefusalAdvice; fieldIds: Record<AccountField, string> }) {
  const tries = triesText(advice.triesLeft, advice.check.length > 0);
  if (advice.check.length === 0 && !tries) return null;
  return (
    <section aria-labelledby="refusal-help-title" data-testid="refusal-help" className="rounded-xl border-2 border-danger/40 bg-danger-light p-4">
      {advice.check.length > 0 && (
        <>
          <h2 id="refusal-help-title" className="text-lg font-bold text-danger">
            {t.title}
          </h2>
          <ul className="mt-2 space-y-1">
            {advice.check.map((field) => (
              <li key={field}>
                <button
                  type="button"
                  onClick={() => document.getElementById(fieldIds[field])?.focus()}
                  className="inline-flex min-h-11 items-center gap-2 text-left text-base font-medium text-stone-900 underline underline-offset-4"
                >
                  <span aria-hidden="true">•</span>
                  {t.fields[field]}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {tries && (
        <p id={advice.check.length > 0 ? undefined : 'refusal-help-title'} className="mt-2 text-base font-semibold text-stone-900">
          {tries}
        </p>
      )}
    </section>
  );
}
