import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, Navigate, Outlet, type ShouldRevalidateFunctionArgs, redirect, useLocation } from 'react-router';
import { MemberLayout } from '@/components/layouts/member-layout';
import { SideMenu } from '@/components/layouts/side-menu';
import { useLogOutMemberGroup } from '@/features/member-group-auth/api/logout';
import { currentMemberGroupQuery } from '@/features/member-group-auth/api/get-current-user';
import { checkMemberGroupSession } from '@/features/member-group-auth/check-member-group-session';
import { MEMBER_GROUP_MENU_ITEMS, MEMBER_GROUP_MENU_TEXT, shownGroupNo } from '@/features/member-group-menu/menu-items';
import { MEMBER_GROUP_HOME_PATH, MEMBER_GROUP_LOGON_PATH } from '@/lib/auth/member-group-paths';
import { readMemberGroupSession, useMemberGroupSession } from '@/lib/auth/member-group-session';
import { HOME_PATH } from '@/lib/auth/member-paths';
import { CANNOT_CONNECT_MESSAGE } from '@/lib/http/api-request';
import { notifyError } from '@/lib/notify';
import { signedInQueries } from '../route-context';

/** Spec 2.5 and 4: member-group routes need a live session; without one the clerk goes to /membergroup/logon. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // the header's group name goes out with the check, not after it
  void signedInQueries(context, readMemberGroupSession())?.prefetchQuery(currentMemberGroupQuery());
  const state = await checkMemberGroupSession(request.signal);
  if (state === 'unreachable') notifyError(CANNOT_CONNECT_MESSAGE, 'Error');
  else if (state !== 'valid') throw redirect(MEMBER_GROUP_LOGON_PATH);
  return null;
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function Component() {
  return useMemberGroupSession() ? <MemberGroupArea /> : <Navigate to={MEMBER_GROUP_LOGON_PATH} replace />;
}

function MemberGroupArea() {
  const { pathname } = useLocation();
  const logout = useLogOutMemberGroup();
  const group = useQuery(currentMemberGroupQuery());
  // spec 4: a current-user fetch that fails sends the clerk to log in (a dead server keeps the page, as elsewhere)
  if (group.isError && !group.data) return <Navigate to={MEMBER_GROUP_LOGON_PATH} replace />;
  const g = group.data?.user;
  return (
    <MemberLayout
      memberNo={g ? shownGroupNo(g.member_group_no) : undefined}
      memberName={g?.member_group_name}
      memberPending={group.isPending}
      menuLabel={MEMBER_GROUP_MENU_TEXT.navLabel}
      backLink={false}
      wide
      headerText={{
        system: MEMBER_GROUP_MENU_TEXT.system,
        idLabel: MEMBER_GROUP_MENU_TEXT.groupLabel,
        menuText: MEMBER_GROUP_MENU_TEXT.menuButton,
        start: { to: MEMBER_GROUP_HOME_PATH, label: MEMBER_GROUP_MENU_TEXT.dashboard },
      }}
      menu={(close) => (
        <SideMenu
          label={MEMBER_GROUP_MENU_TEXT.navLabel}
          items={MEMBER_GROUP_MENU_ITEMS}
          activeKey={pathname}
          onNavigate={close}
          logoutLabel={MEMBER_GROUP_MENU_TEXT.logout}
          onLogout={() => logout.mutate()}
          logoutPending={logout.isPending}
          homeLabel={MEMBER_GROUP_MENU_TEXT.home}
          homeTo={HOME_PATH}
        />
      )}
    >
      <Outlet />
    </MemberLayout>
  );
}
