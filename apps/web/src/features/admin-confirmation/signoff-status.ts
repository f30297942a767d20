import type { CampaignSignOff } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { ADMIN_CONFIRMATION_TEXT as T } from './messages';

/**
 * Where the auditor's sign-off stands (decision 084): a draft waits for it or for a new one; a campaign opened before
 * there were sign-offs, or whose figures changed after one, says so rather than that it cannot open.
 */
export function signOffStatus(draft: boolean, signoff: CampaignSignOff | null, current: boolean): string {
  if (!signoff) return draft ? T.signOffNone : T.openedUnsigned;
  const at = formatThaiDate(signoff.signed_at, 'short', { withTime: true });
  if (current) return T.signOffCurrent(signoff.by, at);
  return (draft ? T.signOffStale : T.openedStale)(signoff.by, at);
}
