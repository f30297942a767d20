import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { LogonPage } from '@/components/layouts/logon-page';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { FormRefusal } from '@/components/ui/form-refusal';
import { openImpersonation } from '@/features/admin-members/api/open-impersonation';
import { IMPERSONATION_TEXT } from '@/features/admin-members/impersonation-messages';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';
import { saveMemberSession } from '@/lib/auth/member-session';
import { ADMIN_MEMBERS_PATH } from '@/lib/auth/staff-paths';
import { CANNOT_CONNECT_MESSAGE } from '@/lib/http/api-request';

/**
 * Spec 2.3, 6, 7: `/member/impersonate` fetches the session of the impersonation a support user just asked for,
 * stores it whole as the `user` record and opens the member's view. Anything else shows why, with the way back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    saveMemberSession(await openImpersonation(request.signal));
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { failure: error instanceof Error && error.message ? error.message : CANNOT_CONNECT_MESSAGE };
  }
  throw redirect(MEMBER_HOME_PATH);
}

export function Component() {
  const { failure } = useLoaderData<typeof loader>();
  const t = IMPERSONATION_TEXT;
  return (
    <LogonPage title={t.impersonateTitle} system={t.openFailed} homeLabel={t.siteHome}>
      <FormRefusal message={failure} />
      <Link to={ADMIN_MEMBERS_PATH} className={`${primaryButtonClass} mt-6 w-full`}>
        {t.backToConsole}
      </Link>
    </LogonPage>
  );
}
