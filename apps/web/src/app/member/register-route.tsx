import { Link } from 'react-router';
import { linkClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { ContactCooperative } from '@/features/member-registration/components/contact-cooperative';
import { REGISTRATION_TEXT } from '@/features/member-registration/messages';
import { HOME_PATH, MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';

/** /member/registerauth, /member/register and /member/forget: one screen (spec 2.3). */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8 sm:py-12">
      <PageTitle page={REGISTRATION_TEXT.title} />
      <CoopBrand />
      <main id="main-content" className="mt-6 w-full max-w-2xl">
        <ContactCooperative />
      </main>
      <nav aria-label="ไปยังหน้าอื่น" className="mt-6 flex flex-wrap justify-center gap-x-8">
        <Link to={MEMBER_LOGON_PATH} className={`${linkClass} inline-flex min-h-12 items-center`}>
          กลับไปหน้าเข้าสู่ระบบ
        </Link>
        <Link to={HOME_PATH} className={`${linkClass} inline-flex min-h-12 items-center`}>
          กลับหน้าหลัก
        </Link>
      </nav>
    </div>
  );
}
