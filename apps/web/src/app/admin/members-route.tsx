import { Link, useNavigate, useSearchParams } from 'react-router';
import { linkClass } from '@/components/ui/button-classes';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { MemberSearchPanel } from '@/features/admin-members/components/member-search-panel';
import { MemberStatusPanel } from '@/features/admin-members/components/member-status-panel';
import { ADMIN_MEMBERS_TEXT as t } from '@/features/admin-members/messages';
import { MEMBER_IMPERSONATE_PATH } from '@/lib/auth/member-paths';
import { ADMIN_MEMBERS_PATH } from '@/lib/auth/staff-paths';

/**
 * /admin/members: find a member (`?q=` and `?page=`), then one member's portal status, actions and impersonation
 * (`?no=`). Kept in the address, so the back button and a reload land where staff were.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const membershipNo = params.get('no');
  const searchLink = `${ADMIN_MEMBERS_PATH}?${new URLSearchParams(query ? { q: query, page: String(page) } : {}).toString()}`;
  const memberLink = (no: string) => `${ADMIN_MEMBERS_PATH}?${new URLSearchParams({ q: query, page: String(page), no }).toString()}`;
  return (
    <>
      <PageTitle page={t.title} />
      <PageHeading>{t.title}</PageHeading>
      {membershipNo ? (
        <>
          <Link to={searchLink} className={`${linkClass} mb-3 inline-flex min-h-12 items-center gap-2`}>
            <ArrowLeftIcon className="size-5" />
            {t.back}
          </Link>
          <MemberStatusPanel key={membershipNo} membershipNo={membershipNo} onImpersonate={() => void navigate(MEMBER_IMPERSONATE_PATH)} />
        </>
      ) : (
        <MemberSearchPanel query={query} page={page} onSearch={(q, p) => setParams({ q, page: String(p) })} memberLink={memberLink} />
      )}
    </>
  );
}
