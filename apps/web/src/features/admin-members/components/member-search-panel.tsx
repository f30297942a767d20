import { type MemberSummary } from '@coop/contract';
import { formatThaiName } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { SubmitButton } from '@/components/ui/submit-button';
import { useMemberSearch } from '../api/search-members';
import { ADMIN_MEMBERS_TEXT as t } from '../messages';

interface MemberSearchPanelProps {
  query: string;
  page: number;
  onSearch: (query: string, page: number) => void;
  /** The address of one member's status page. */
  memberLink: (membershipNo: string) => string;
}

/** The search box and a page of members found, each a link to the member's portal status. */
export function MemberSearchPanel({ query, page, onSearch, memberLink }: MemberSearchPanelProps) {
  const [typed, setTyped] = useState(query);
  const [error, setError] = useState<string>();
  const search = useMemberSearch(query, page);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = typed.trim();
    setError(text ? undefined : t.needQuery);
    if (text) onSearch(text, 1);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="mb-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-6">
        <FormField id="member-query" label={t.searchLabel} help={t.searchHelp} error={error}>
          {(a11y) => <input {...a11y} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={inputClass} autoComplete="off" enterKeyHint="search" />}
        </FormField>
        <div className="sm:pb-7">
          <SubmitButton pending={search.isFetching} label={t.search} pendingLabel={t.searching} fit />
        </div>
      </form>
      {query !== '' && (
        <QueryView query={search} loadingLabel={t.loadingResults} failedTitle={t.searchFailed}>
          {(found) =>
            found.total === 0 ? (
              <EmptyState title={t.noResults} />
            ) : (
              <section aria-label={t.results}>
                <ul className="grid gap-2">
                  {found.data.map((m) => (
                    <li key={m.membership_no}>
                      <MemberRow member={m} to={memberLink(m.membership_no)} />
                    </li>
                  ))}
                </ul>
                {found.total_pages > 1 && <Pager page={found.page} totalPages={found.total_pages} total={found.total} onPage={(p) => onSearch(query, p)} busy={search.isFetching} />}
              </section>
            )
          }
        </QueryView>
      )}
    </>
  );
}

function MemberRow({ member: m, to }: { member: MemberSummary; to: string }) {
  return (
    <Link to={to} className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-white px-4 py-3 shadow-sm hover:bg-primary-light">
      <span className="min-w-0">
        <span className="block text-lg font-semibold text-stone-900">{formatThaiName(m.prename, m.member_name, m.member_surname)}</span>
        <span className="block text-base text-stone-700">
          {m.membership_no} · {t.group} {m.member_group_no}
        </span>
      </span>
      <span className={`rounded-full px-3 py-1 text-sm font-semibold ${m.registered ? 'bg-primary-light text-primary' : 'bg-stone-200 text-stone-700'}`}>
        {m.registered ? t.registered : t.notRegistered}
      </span>
    </Link>
  );
}
