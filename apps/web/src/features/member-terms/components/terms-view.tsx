import { useQuery } from '@tanstack/react-query';
import { StandalonePage } from '@/components/layouts/standalone-page';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { SitePageText } from '@/components/ui/site-page-text';
import { isNotFound } from '@/lib/http/api-request';
import { MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { termsQuery } from '../api/get-terms';
import { TERMS_TEXT } from '../messages';

/** /member/termofconditional: the terms of use of the member portal, as the cooperative published them. */
export function TermsView() {
  const terms = useQuery(termsQuery());
  return (
    <StandalonePage title={TERMS_TEXT.title} back={{ to: MEMBER_LOGON_PATH, label: TERMS_TEXT.backToLogon }}>
      <article className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-5 text-2xl font-bold text-stone-900 sm:text-3xl">{TERMS_TEXT.title}</h1>
        <QueryView
          query={terms}
          loadingLabel={TERMS_TEXT.loading}
          failedTitle={TERMS_TEXT.failed}
          renderError={(error) => (isNotFound(error) ? <EmptyState title={error.message} /> : undefined)}
        >
          {(page) => <SitePageText page={page} />}
        </QueryView>
      </article>
    </StandalonePage>
  );
}
