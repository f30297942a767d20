import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { HOME_PATH } from '@/lib/auth/member-paths';

/** Spec 2.1: any path no route claims. */
export function Component() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10 text-center">
      <PageTitle page="ไม่พบหน้าเว็บไซต์" />
      <CoopBrand />
      <div>
        <p aria-hidden="true" className="text-6xl font-bold text-primary/25">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-balance text-stone-900">ขออภัย!ไม่พบหน้าเว็บไซต์ที่ค้นหา...</h1>
      </div>
      <Link to={HOME_PATH} className={`${primaryButtonClass} w-full max-w-xs`}>
        กลับหน้าหลัก
      </Link>
    </main>
  );
}
