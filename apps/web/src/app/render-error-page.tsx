import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { HOME_PATH } from '@/lib/auth/member-paths';
import { reportFailure } from '@/lib/error-reporting/error-reporting';

/** Spec 2.1: shown when a page fails to render. Offers a reload and the way home. */
export function RenderErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    // a route's not-found answer is not a fault of the app
    if (!isRouteErrorResponse(error)) reportFailure(error, 'render failure');
  }, [error]);

  return (
    <main id="main-content" className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10 text-center">
      <PageTitle page="ขออภัย" />
      <CoopBrand />
      <div className="max-w-lg">
        <h1 className="text-2xl font-bold text-balance text-stone-900">ขออภัย หน้านี้ไม่สามารถใช้งานได้ชั่วคราว</h1>
        <p className="mt-2 text-lg text-stone-700">กรุณาลองใหม่อีกครั้งในภายหลัง</p>
      </div>
      <div className="flex w-full max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <a
          href={window.location.href}
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
          className={primaryButtonClass}
        >
          ลองใหม่อีกครั้ง
        </a>
        <Link to={HOME_PATH} reloadDocument className={secondaryButtonClass}>
          กลับหน้าหลัก
        </Link>
      </div>
    </main>
  );
}
