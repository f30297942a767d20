import { Link } from 'react-router';
import { CoopBrand } from '@/components/ui/coop-brand';
import { linkClass } from '@/components/ui/button-classes';
import { PageTitle } from '@/components/ui/page-title';
import { MemberGroupLogonForm } from '@/features/member-group-auth/components/member-group-logon-form';
import { GROUP_LOGON_TEXT } from '@/features/member-group-auth/messages';
import { HOME_PATH } from '@/lib/auth/member-paths';

export function Component() {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-12">
      <PageTitle page={GROUP_LOGON_TEXT.title} />
      <CoopBrand />
      <main id="main-content" tabIndex={-1} className="mt-6 w-full max-w-md rounded-2xl bg-white p-5 shadow-md outline-none sm:p-8">
        <h1 id="logon-title" className="text-2xl font-bold text-stone-900">
          {GROUP_LOGON_TEXT.title}
        </h1>
        <p className="mb-6 text-base text-stone-600">{GROUP_LOGON_TEXT.system}</p>
        <MemberGroupLogonForm />
      </main>
      <Link to={HOME_PATH} className={`${linkClass} mt-6 inline-flex min-h-12 items-center`}>
        {GROUP_LOGON_TEXT.home}
      </Link>
    </div>
  );
}
