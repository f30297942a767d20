import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { linkClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { AccountForm } from '@/features/member-registration/components/account-form';
import { AccountModes } from '@/features/member-registration/components/account-modes';
import { ContactCooperative } from '@/features/member-registration/components/contact-cooperative';
import { type AccountMode, REGISTRATION_TEXT } from '@/features/member-registration/messages';
import { termsQuery } from '@/features/member-terms/api/get-terms';
import { HOME_PATH, MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';

/** /member/registerauth, /member/register and /member/forget: one screen (spec 2.3), in the mode its path names. */
export function Component() {
  const mode: AccountMode = useLocation().pathname === '/member/forget' ? 'forget' : 'register';
  const terms = useQuery(termsQuery());
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-12">
      <PageTitle page={REGISTRATION_TEXT.title[mode]} />
      <CoopBrand />
      <main id="main-content" className="mt-6 w-full max-w-xl space-y-6">
        <section className="rounded-2xl bg-white p-5 shadow-md sm:p-8">
          <AccountModes mode={mode} />
          <h1 id="account-title" className="mt-5 text-2xl font-bold text-stone-900">
            {REGISTRATION_TEXT.title[mode]}
          </h1>
          <p className="mt-1 mb-6 text-base text-stone-600">{REGISTRATION_TEXT.intro[mode]}</p>
          {/* keyed by mode, so switching between the two starts a fresh form */}
          <AccountForm key={mode} mode={mode} terms={mode === 'register' ? { page: terms.data, loading: terms.isPending } : undefined} />
        </section>
        <ContactCooperative />
      </main>
      <nav aria-label="ไปยังหน้าอื่น" className="mt-6 flex flex-wrap justify-center gap-x-8">
        <Link to={MEMBER_LOGON_PATH} className={`${linkClass} inline-flex min-h-12 items-center`}>
          {REGISTRATION_TEXT.backToLogon}
        </Link>
        <Link to={HOME_PATH} className={`${linkClass} inline-flex min-h-12 items-center`}>
          {REGISTRATION_TEXT.home}
        </Link>
      </nav>
    </div>
  );
}
