import type { ConfirmDataResponse } from '@coop/contract';

/**
 * Spec 2.4: the menu entry is greyed, and inert, when the confirmation status is 0 or the member is not in the
 * campaign. Until the answer is known the entry works: the page itself says what there is.
 */
export function isConfirmEntryGreyed(data: ConfirmDataResponse | undefined): boolean {
  return !!data && (data.confirmStatus === 0 || data.checkIsMemberIn === 0);
}
