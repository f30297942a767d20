import { ConfirmationPage } from '@/features/member-confirmation/components/confirmation-page';

/** /member/confirmData: the member's balance confirmation letter (issue 14, decision 034). */
export function Component() {
  return <ConfirmationPage />;
}
