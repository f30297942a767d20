import { useConfirmationRights } from '../confirmation-roles';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { CampaignList } from './campaign-list';
import { CreateCampaignForm } from './create-campaign-form';

/** /admin/confirmation: the campaigns, and for admins the form that makes a new one. */
export function CampaignsPage() {
  const rights = useConfirmationRights();
  return (
    <div className="space-y-6">
      {!rights.answer && <p className="font-semibold text-stone-700">{T.readOnly}</p>}
      {rights.run && <CreateCampaignForm />}
      <CampaignList />
    </div>
  );
}
