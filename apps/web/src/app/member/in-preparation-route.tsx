import { Link, useLocation } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { PageInPreparation } from '@/components/ui/page-in-preparation';
import { activeMenuKey } from '@/features/member-menu/active-menu-key';
import { memberPageTitle } from '@/features/member-menu/menu-items';
import { MEMBER_HOME_PATH } from '@/lib/auth/member-paths';

/** Member pages that arrive with a later issue: one honest view, inside the member layout. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <PageInPreparation title={memberPageTitle(activeMenuKey(pathname))}>
      <Link to={MEMBER_HOME_PATH} className={secondaryButtonClass}>
        ไปที่ข้อมูลส่วนตัว
      </Link>
    </PageInPreparation>
  );
}
