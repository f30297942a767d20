import { Link, useMatches } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { CoopBrand } from '@/components/ui/coop-brand';
import { PageInPreparation } from '@/components/ui/page-in-preparation';
import { PageTitle } from '@/components/ui/page-title';
import { HOME_PATH } from '@/lib/auth/member-paths';

const titleOf = (handle: unknown) => (handle as { title?: string } | undefined)?.title ?? 'หน้านี้';

/** Public pages that arrive with a later issue say so honestly, under the page's own name. */
export function Component() {
  const title = titleOf(useMatches().at(-1)?.handle);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-8 px-4 py-10">
      <PageTitle page={title} />
      <CoopBrand />
      <PageInPreparation title={title}>
        <Link to={HOME_PATH} className={secondaryButtonClass}>
          กลับหน้าหลัก
        </Link>
      </PageInPreparation>
    </div>
  );
}
