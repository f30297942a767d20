import { Link, type LoaderFunctionArgs, Navigate, Outlet, type ShouldRevalidateFunctionArgs, redirect, useLocation } from 'react-router';
import { MemberLayout } from '@/components/layouts/member-layout';
import { SideMenu } from '@/components/layouts/side-menu';
import { activeAdminKey } from '@/features/admin-menu/active-menu-key';
import { ADMIN_ACCOUNT_PATH, ADMIN_MENU_TEXT, itemsFor } from '@/features/admin-menu/menu-items';
import { useStaffLogout } from '@/features/staff-auth/api/logout';
import { checkStaffSession } from '@/features/staff-auth/check-staff-session';
import { HOME_PATH } from '@/lib/auth/member-paths';
import { ADMIN_HOME_PATH, ADMIN_LOGON_PATH } from '@/lib/auth/staff-paths';
import { useStaffSession } from '@/lib/auth/staff-session';
import { CANNOT_CONNECT_MESSAGE } from '@/lib/http/api-request';
import { notifyError } from '@/lib/notify';

/** The console's pages need a live staff session; without one staff go to /admin/logon. */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = await checkStaffSession(request.signal);
  if (state === 'unreachable') notifyError(CANNOT_CONNECT_MESSAGE, 'Error');
  else if (state !== 'valid') throw redirect(ADMIN_LOGON_PATH);
  return null;
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function Component() {
  return useStaffSession() ? <AdminArea /> : <Navigate to={ADMIN_LOGON_PATH} replace />;
}

function AdminArea() {
  const { pathname } = useLocation();
  const logout = useStaffLogout();
  const user = useStaffSession()?.user;
  return (
    <MemberLayout
      memberNo={user?.username}
      memberName={user ? `${user.display_name} (${ADMIN_MENU_TEXT.roles[user.role]})` : undefined}
      memberPending={false}
      actions={
        <Link to={ADMIN_ACCOUNT_PATH} className="inline-flex min-h-12 items-center rounded-lg px-2 text-base font-semibold text-white underline underline-offset-4 hover:bg-white/15">
          {ADMIN_MENU_TEXT.account}
        </Link>
      }
      menuLabel={ADMIN_MENU_TEXT.navLabel}
      backLink={false}
      wide
      headerText={{
        system: ADMIN_MENU_TEXT.system,
        idLabel: ADMIN_MENU_TEXT.idLabel,
        menuText: ADMIN_MENU_TEXT.menuButton,
        start: { to: ADMIN_HOME_PATH, label: 'หน้าแรก' },
      }}
      menu={(close) => (
        <SideMenu
          label={ADMIN_MENU_TEXT.navLabel}
          items={itemsFor(user?.role)}
          activeKey={activeAdminKey(pathname)}
          onNavigate={close}
          logoutLabel={ADMIN_MENU_TEXT.logout}
          onLogout={() => logout.mutate()}
          logoutPending={logout.isPending}
          homeLabel={ADMIN_MENU_TEXT.home}
          homeTo={HOME_PATH}
        />
      )}
    >
      <Outlet />
    </MemberLayout>
  );
}
