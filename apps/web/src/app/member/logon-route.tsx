import { Link } from 'react-router';
import { LogonPage } from '@/components/layouts/logon-page';
import { linkClass } from '@/components/ui/button-classes';
import { LogonForm } from '@/features/member-auth/components/logon-form';
import { LOGON_TEXT } from '@/features/member-auth/messages';
import { useSiteConfig } from '@/lib/site-config/use-site-config';

export function Component() {
  const recaptcha = useSiteConfig().data?.recaptcha;
  return (
    <LogonPage
      title={LOGON_TEXT.title}
      system={LOGON_TEXT.system}
      homeLabel={LOGON_TEXT.home}
      footer={
        <div className="mt-6 flex flex-wrap justify-between gap-x-4 gap-y-2 border-t border-stone-200 pt-5 text-base">
          <Link to="/member/registerauth" className={`${linkClass} inline-flex min-h-12 items-center`}>
            {LOGON_TEXT.register}
          </Link>
          <Link to="/member/forget" className={`${linkClass} inline-flex min-h-12 items-center`}>
            {LOGON_TEXT.forgot}
          </Link>
        </div>
      }
    >
      <LogonForm recaptcha={recaptcha} />
    </LogonPage>
  );
}
