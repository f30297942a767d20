import { type ConfirmationCampaign } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { useCloseCampaign } from '../api/close-campaign';
import { useOpenCampaign } from '../api/open-campaign';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

/** Open a draft or close an open campaign (admins only), each after saying what it does to members. */
export function CampaignActions({ campaign }: { campaign: ConfirmationCampaign }) {
  const open = useOpenCampaign();
  const close = useCloseCampaign();
  const beYear = buddhistYear(campaign.year);
  const busy = open.isPending || close.isPending;
  if (campaign.status === 'draft') {
    return (
      <button
        type="button"
        className={primaryButtonClass}
        disabled={busy}
        onClick={() => window.confirm(T.confirmOpen(beYear)) && open.mutate(campaign.id)}
      >
        {T.openCampaign}
      </button>
    );
  }
  if (campaign.status === 'open') {
    return (
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={() => window.confirm(T.confirmClose(beYear)) && close.mutate(campaign.id)}
      >
        {T.closeCampaign}
      </button>
    );
  }
  return null;
}
