import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';

/** The public home page until the public site is built: who we are and the way to the member login. */
export function Component() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-12 text-center">
      <PageTitle />
      <h1 className="sr-only">หน้าหลัก</h1>
      <CoopBrand />
      <Link to={MEMBER_LOGON_PATH} className={`${primaryButtonClass} w-full max-w-xs text-lg`}>
        เข้าสู่ระบบสมาชิก
      </Link>
    </div>
  );
}
