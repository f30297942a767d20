import { Link } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_MENU_TEXT, itemsFor } from '@/features/admin-menu/menu-items';
import { useStaffSession } from '@/lib/auth/staff-session';

/** /admin: who is logged in, and the console's areas this role may open. */
export function Component() {
  const user = useStaffSession()?.user;
  const areas = itemsFor(user?.role).filter((item) => item.to !== '/admin');
  return (
    <>
      <PageTitle page="หน้าแรกเจ้าหน้าที่" />
      <PageHeading subtitle={user && `สวัสดี ${user.display_name} สิทธิ์ของท่าน: ${ADMIN_MENU_TEXT.roles[user.role]}`}>หน้าแรกเจ้าหน้าที่</PageHeading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="flex min-h-16 items-center rounded-2xl bg-white p-5 text-lg font-semibold text-primary shadow-sm hover:bg-primary-light">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
