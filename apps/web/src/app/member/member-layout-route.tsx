import { useQuery } from '@tanstack/react-query';
import { formatThaiName } from '@coop/thai-format';
import { lazy, Suspense, useEffect } from 'react';
import { type LoaderFunctionArgs, Navigate, Outlet, type ShouldRevalidateFunctionArgs, redirect, useLocation } from 'react-router';
import { MemberLayout } from '@/components/layouts/member-layout';
import { SideMenu } from '@/components/layouts/side-menu';
import { useEndImpersonation } from '@/features/admin-members/api/end-impersonation';
import { impersonationOf } from '@/features/admin-members/impersonation-record';
import { useLogOutMember } from '@/features/member-auth/api/logout';
import { checkMemberSession } from '@/features/member-auth/check-member-session';
import { confirmDataQuery } from '@/features/member-confirmation/api/get-confirm-data';
import { isConfirmEntryGreyed } from '@/features/member-confirmation/confirm-entry-greyed';
import { CONFIRM_PAGE_PATH } from '@/features/member-confirmation/confirm-page-path';
import { isPromptCloseHidden, shouldShowPrompt } from '@/features/member-confirmation/should-show-prompt';
import { usePromptDismissal } from '@/features/member-confirmation/use-prompt-dismissal';
import { memberLastUpdateQuery } from '@/features/member-last-update/api/get-last-update';
import { LastUpdateLine } from '@/features/member-last-update/components/last-update-line';
import { memberStatusQuery } from '@/features/member-status/api/get-member-status';
import { activeMenuKey } from '@/features/member-menu/active-menu-key';
import { MEMBER_MENU_ITEMS, MEMBER_MENU_TEXT } from '@/features/member-menu/menu-items';
import { HOME_PATH, MEMBER_HOME_PATH, MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { readMemberSession } from '@/lib/auth/member-session';
import { useMemberSession } from '@/lib/auth/use-member-session';
import { CANNOT_CONNECT_MESSAGE } from '@/lib/http/api-request';
import { notifyError } from '@/lib/notify';
import { useSiteConfig } from '@/lib/site-config/use-site-config';
import { type MemberAreaOutlet, signedInQueries } from '../route-context';

// What a first paint of a member page does not need, each loaded apart: the prompts and the banner show on few visits;
// the photo and the bell wait for feeds of their own anyway, in their places kept at their size
const MemberAvatar = lazy(() => import('@/features/member-photo/components/member-avatar').then((m) => ({ default: m.MemberAvatar })));
const InboxBell = lazy(() => import('@/features/member-inbox/components/inbox-bell').then((m) => ({ default: m.InboxBell })));
const ImpersonationBanner = lazy(() => import('@/features/admin-members/components/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })));
const ConfirmPrompt = lazy(() => import('@/features/member-confirmation/components/confirm-prompt').then((m) => ({ default: m.ConfirmPrompt })));
const InstallPrompt = lazy(() => import('@/features/web-push/components/install-prompt').then((m) => ({ default: m.InstallPrompt })));

/**
 * Spec 2.3: no stored session → the login page; otherwise the server re-checks it on every entry. A server that
 * cannot be reached keeps the member in (spec 8: the cannot-connect message); the pages show what they can.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // what the header and the notice line read go out with the check, not after it
  const queries = signedInQueries(context, readMemberSession());
  void queries?.prefetchQuery(memberStatusQuery());
  void queries?.prefetchQuery(confirmDataQuery());
  void queries?.prefetchQuery(memberLastUpdateQuery());
  const state = await checkMemberSession(request.signal);
  if (state === 'unreachable') notifyError(CANNOT_CONNECT_MESSAGE, 'Error');
  else if (state !== 'valid') throw redirect(MEMBER_LOGON_PATH);
  return null;
}

/** Moving between member pages is an entry into a protected route too, so the check runs again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function Component() {
  // Logged out in another tab: this one leaves as well.
  return useMemberSession() ? <MemberArea /> : <Navigate to={MEMBER_LOGON_PATH} replace />;
}

function MemberArea() {
  const coopName = useSiteConfig().data?.coop_name_th;
  const { pathname } = useLocation();
  const memberLogout = useLogOutMember();
  // a staff user looking through the member's session (decision 031): the banner, and leaving goes back to the console
  const impersonation = impersonationOf(useMemberSession());
  const endImpersonation = useEndImpersonation();
  const logout = impersonation ? endImpersonation : memberLogout;
  // Who the member is comes from the server, not the stored record, which may hold only a token (spec 3, 6).
  const member = useQuery(memberStatusQuery());
  const m = member.data;
  // the year's balance confirmation (spec 2.4): the prompt and whether the menu entry works; never an alert here
  const confirmData = useQuery(confirmDataQuery()).data;
  const { dismissed, dismiss } = usePromptDismissal(confirmData?.letter?.membership_no);
  const onConfirmPage = pathname === CONFIRM_PAGE_PATH;
  useEffect(() => {
    if (onConfirmPage) dismiss();
  }, [onConfirmPage, dismiss]);
  const greyed = isConfirmEntryGreyed(confirmData);
  const menuItems = greyed
    ? MEMBER_MENU_ITEMS.map((item) => (item.to === CONFIRM_PAGE_PATH ? { ...item, unavailable: true } : item))
    : MEMBER_MENU_ITEMS;
  return (
    <MemberLayout
      memberNo={m?.membership_no}
      memberName={m ? formatThaiName(m.prename, m.member_name, m.member_surname) : undefined}
      avatar={
        <Suspense fallback={<span className="block size-full rounded-full bg-white/20 ring-2 ring-white/80" />}>
          <MemberAvatar className="size-full" />
        </Suspense>
      }
      actions={
        <Suspense fallback={<span className="block size-12" />}>
          <InboxBell />
        </Suspense>
      }
      memberPending={member.isPending}
      menuLabel={MEMBER_MENU_TEXT.navLabel}
      notice={<LastUpdateLine />}
      // the home is where "กลับ" leads when there is nothing to go back to, so it has none
      backLink={pathname !== MEMBER_HOME_PATH}
      banner={
        impersonation && (
          <Suspense fallback={null}>
            <ImpersonationBanner info={impersonation} onEnd={() => endImpersonation.mutate()} ending={endImpersonation.isPending} />
          </Suspense>
        )
      }
      menu={(close) => (
        <SideMenu
          label={MEMBER_MENU_TEXT.navLabel}
          items={menuItems}
          activeKey={activeMenuKey(pathname)}
          onNavigate={close}
          logoutLabel={MEMBER_MENU_TEXT.logout}
          onLogout={() => logout.mutate()}
          logoutPending={logout.isPending}
          homeLabel={MEMBER_MENU_TEXT.home}
          homeTo={HOME_PATH}
        />
      )}
    >
      <title>{coopName ? `main - ${coopName}` : 'main'}</title>
      <Outlet context={{ impersonating: impersonation !== undefined } satisfies MemberAreaOutlet} />
      <Suspense fallback={null}>
        {shouldShowPrompt({ pathname, data: confirmData, dismissed }) ? (
          <ConfirmPrompt onDismiss={dismiss} closeHidden={isPromptCloseHidden(pathname, confirmData)} />
        ) : (
          // one question at a time: the year's letter comes first
          !impersonation && <InstallPrompt />
        )}
      </Suspense>
    </MemberLayout>
  );
}
