import { type MemberSummary } from '@coop/contract';
import { formatThaiName } from '@coop/thai-format';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SearchForm } from '@/components/console/search-form';
import { PagedList } from '@/components/ui/paged-list';
import { StatusPill } from '@/components/ui/status-pill';
import { memberSearchQuery } from '../api/search-members';
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
  const search = useQuery(memberSearchQuery(query, page));
  return (
    <>
      <SearchForm id="member-query" text={t} initial={query} needQuery={t.needQuery} pending={search.isFetching} onSearch={(text) => onSearch(text, 1)} />
      {query !== '' && (
        <PagedList
          list={search}
          keyOf={(m) => m.membership_no}
          text={{ loading: t.loadingResults, failed: t.searchFailed, empty: t.noResults, label: t.results }}
          look="found"
          onPage={(p) => onSearch(query, p)}
          renderItem={(m) => <MemberRow member={m} to={memberLink(m.membership_no)} />}
        />
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
      <StatusPill tone={m.registered ? 'bg-primary-light text-primary' : 'bg-stone-200 text-stone-700'}>{m.registered ? t.registered : t.notRegistered}</StatusPill>
    </Link>
  );
}
