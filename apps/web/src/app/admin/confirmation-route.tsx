import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { CampaignsPage } from '@/features/admin-confirmation/components/campaigns-page';
import { ADMIN_CONFIRMATION_TEXT as T } from '@/features/admin-confirmation/messages';

/** /admin/confirmation: balance confirmation campaigns (issue 14, decision 034). */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <CampaignsPage />
    </>
  );
}
