import { Link } from 'react-router';
import { CoopBrand } from '@/components/ui/coop-brand';
import { linkClass } from '@/components/ui/button-classes';
import { PageTitle } from '@/components/ui/page-title';
import { LogonForm } from '@/features/member-auth/components/logon-form';
import { LOGON_TEXT } from '@/features/member-auth/messages';
import { HOME_PATH } from '@/lib/auth/member-paths';
import { useSiteConfig } from '@/lib/site-config/use-site-config';

export function Component() {
  const recaptcha = useSiteConfig().data?.recaptcha;
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-12">
      <PageTitle page={LOGON_TEXT.title} />
      <CoopBrand />
      <main id="main-content" tabIndex={-1} className="mt-6 w-full max-w-md outline-none rounded-2xl bg-white p-5 shadow-md sm:p-8">
        <h1 id="logon-title" className="text-2xl font-bold text-stone-900">
          {LOGON_TEXT.title}
        </h1>
        <p className="mb-6 text-base text-stone-600">{LOGON_TEXT.system}</p>
        <LogonForm recaptcha={recaptcha} />
        <div className="mt-6 flex flex-wrap justify-between gap-x-4 gap-y-2 border-t border-stone-200 pt-5 text-base">
          <Link to="/member/registerauth" className={`${linkClass} inline-flex min-h-12 items-center`}>
            {LOGON_TEXT.register}
          </Link>
          <Link to="/member/forget" className={`${linkClass} inline-flex min-h-12 items-center`}>
            {LOGON_TEXT.forgot}
          </Link>
        </div>
      </main>
      <Link to={HOME_PATH} className={`${linkClass} mt-6 inline-flex min-h-12 items-center`}>
        {LOGON_TEXT.home}
      </Link>
    </div>
  );
}
