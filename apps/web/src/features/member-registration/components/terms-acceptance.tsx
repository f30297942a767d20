import type { SitePageResponse } from '@coop/contract';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { SitePageText } from '@/components/ui/site-page-text';
import { REGISTRATION_TEXT } from '../messages';

/** The published terms as the route fetched them; `page` is absent while loading or when none can be shown. */
export interface TermsState {
  page?: SitePageResponse;
  loading: boolean;
}

interface TermsAcceptanceProps {
  id: string;
  terms: TermsState;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  error?: string;
}

const t = REGISTRATION_TEXT;

/** The terms to read in a scrolling box (or in full on their own page), and the box to tick under their version. */
export function TermsAcceptance({ id, terms, accepted, onAccepted, error }: TermsAcceptanceProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border-2 border-stone-200 p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-primary">
        {t.termsTitle}
      </h2>
      {terms.loading ? (
        <LoadingState label={t.termsLoading} />
      ) : terms.page ? (
        <>
          <div role="region" aria-labelledby={`${id}-title`} tabIndex={0} className="mt-3 max-h-56 overflow-y-auto rounded-lg bg-stone-50 p-4 text-base">
            <SitePageText page={terms.page} />
          </div>
          <Link to="/member/termofconditional" target="_blank" className="mt-2 inline-flex min-h-12 items-center text-base font-semibold text-primary underline underline-offset-4">
            {t.termsRead}
          </Link>
          <label htmlFor={id} className="mt-2 flex cursor-pointer items-start gap-3 text-base text-stone-900">
            <input
              id={id}
              type="checkbox"
              checked={accepted}
              onChange={(event) => onAccepted(event.target.checked)}
              aria-invalid={!!error}
              aria-describedby={errorId}
              className="mt-1 size-6 shrink-0 accent-primary"
            />
            <span>{t.termsAccept(terms.page.version)}</span>
          </label>
        </>
      ) : (
        <p className="mt-3 text-base font-medium text-danger">{t.termsMissing}</p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-base font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
