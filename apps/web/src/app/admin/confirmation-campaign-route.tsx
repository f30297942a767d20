import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { CampaignDetail } from '@/features/admin-confirmation/components/campaign-detail';
import { ADMIN_CONFIRMATION_TEXT as T } from '@/features/admin-confirmation/messages';

/** /admin/confirmation/:campaignId: one campaign's live summary, answers and dispute cases. */
export function Component() {
  const { campaignId } = useParams();
  const id = campaignId && /^[1-9][0-9]{0,8}$/.test(campaignId) ? Number(campaignId) : 0;
  return (
    <>
      <PageTitle page={T.title} />
      <CampaignDetail key={id} id={id} />
    </>
  );
}
