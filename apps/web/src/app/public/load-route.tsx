import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { checkMemberSession } from '@/features/member-auth/check-member-session';
import { LOGON_TEXT } from '@/features/member-auth/messages';
import { MEMBER_HOME_PATH, MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { CANNOT_CONNECT_MESSAGE } from '@/lib/http/api-request';
import { useSiteConfig } from '@/lib/site-config/use-site-config';

/** The server's Retry-After for a database outage: asking sooner would only add load to a recovering server. */
const RETRY_MS = 5_000;

/**
 * The loading screen (spec 1, 4): logo, 'ระบบสมาชิก Online' and the Thai name while the stored session is checked;
 * a live session goes to /member/status, none to /member/logon, a dead one to /member/logon with the alert. While the
 * server cannot be reached the screen says so and asks again, keeping the session.
 */
export function Component() {
  const navigate = useNavigate();
  const site = useSiteConfig().data;
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const check = new AbortController();
    let retry: number | undefined;
    const run = () =>
      checkMemberSession(check.signal).then(
        (state) => {
          setUnreachable(state === 'unreachable');
          if (state === 'unreachable') retry = window.setTimeout(run, RETRY_MS);
          else void navigate(state === 'valid' ? MEMBER_HOME_PATH : MEMBER_LOGON_PATH, { replace: true });
        },
        // Rejects only when cancelled, i.e. the screen was left before the answer came.
        () => undefined,
      );
    void run();
    return () => {
      check.abort();
      window.clearTimeout(retry);
    };
  }, [navigate]);

  return (
    <main id="main-content" className="flex min-h-dvh flex-col items-center justify-center gap-5 px-4 py-10 text-center">
      <PageTitle page={LOGON_TEXT.system} />
      {site ? (
        <img src={site.logo_url} alt="" width={128} height={128} className="size-32" />
      ) : (
        <div aria-hidden="true" className="size-32 rounded-full bg-stone-200/70" />
      )}
      <h1 className="text-3xl font-bold text-primary">{LOGON_TEXT.system}</h1>
      <p className="min-h-8 text-xl font-semibold text-stone-800">{site?.coop_name_th}</p>
      <p role="status" className="mt-4 flex items-center gap-3 text-base text-stone-600">
        <Spinner className="size-5 text-primary" />
        {unreachable ? `${CANNOT_CONNECT_MESSAGE} กำลังลองใหม่...` : 'กำลังตรวจสอบการเข้าสู่ระบบ...'}
      </p>
    </main>
  );
}
