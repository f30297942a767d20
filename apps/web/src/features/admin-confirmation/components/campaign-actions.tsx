import { type ConfirmationCampaign } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useCloseCampaign } from '../api/close-campaign';
import { useOpenCampaign } from '../api/open-campaign';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

/** Open a draft or close an open campaign (admins only), each after saying what it does to members. */
export function CampaignActions({ campaign }: { campaign: ConfirmationCampaign }) {
  const open = useOpenCampaign();
  const close = useCloseCampaign();
  const beYear = buddhistYear(campaign.year);
  const step =
    campaign.status === 'draft'
      ? { action: open, label: T.openCampaign, warning: T.confirmOpen(beYear), className: primaryButtonClass }
      : campaign.status === 'open'
        ? { action: close, label: T.closeCampaign, warning: T.confirmClose(beYear), className: secondaryButtonClass }
        : undefined;
  if (!step) return null;
  return (
    <ConfirmButton question={step.warning} confirmLabel={step.label} className={step.className} disabled={open.isPending || close.isPending} onConfirm={() => step.action.mutate(campaign.id)}>
      {step.label}
    </ConfirmButton>
  );
}
