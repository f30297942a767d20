import { LINE_LINK_PAGE_PATH, LINE_LINK_TOKEN } from '@coop/contract';
import { Link, useSearchParams } from 'react-router';
import { LogonPage } from '@/components/layouts/logon-page';
import { linkClass } from '@/components/ui/button-classes';
import { LogonForm } from '@/features/member-auth/components/logon-form';
import { LineLinkConfirm } from '@/features/line-link/components/line-link-confirm';
import { LINE_LINK_TEXT as T } from '@/features/line-link/messages';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';
import { useMemberSession } from '@/lib/auth/use-member-session';
import { useSiteConfig } from '@/lib/site-config/use-site-config';

const LINK_TOKEN = new RegExp(LINE_LINK_TOKEN);

/**
 * /member/line-link?linkToken=…: where the LINE Official Account's reply leads (account-link step 5). A member not
 * signed in (LINE opens links in its own browser) signs in here and comes back to the same address; a signed-in
 * member confirms, and is sent to LINE with a one-time nonce.
 */
export function Component() {
  const [search] = useSearchParams();
  const linkToken = search.get('linkToken') ?? '';
  const session = useMemberSession();
  const recaptcha = useSiteConfig().data?.recaptcha;
  const here = `${LINE_LINK_PAGE_PATH}?${new URLSearchParams({ linkToken }).toString()}`;
  return (
    <LogonPage title={T.pageTitle} system={T.pageSystem} homeLabel={T.home}>
      {!LINK_TOKEN.test(linkToken) ? (
        <div className="space-y-5 text-base">
          <p role="alert" className="text-stone-800">{T.noToken}</p>
          <Link to={MEMBER_HOME_PATH} className={`${linkClass} inline-flex min-h-12 items-center`}>
            {T.toMemberHome}
          </Link>
        </div>
      ) : session ? (
        <LineLinkConfirm linkToken={linkToken} />
      ) : (
        <>
          <p className="mb-5 rounded-lg bg-primary-light p-3 text-base text-stone-800">{T.signInFirst}</p>
          <LogonForm recaptcha={recaptcha} landing={here} />
        </>
      )}
    </LogonPage>
  );
}
