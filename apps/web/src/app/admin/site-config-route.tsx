import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { SiteConfigForm } from '@/features/admin-site/components/site-config-form';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/site: the site configuration (admins only). */
export function Component() {
  return (
    <>
      <PageTitle page={T.configTitle} />
      <PageHeading subtitle={T.configSubtitle}>{T.configTitle}</PageHeading>
      <SiteConfigForm />
    </>
  );
}
