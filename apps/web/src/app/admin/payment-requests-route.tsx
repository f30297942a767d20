import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { PaymentRequests } from '@/features/admin-payment-requests/components/payment-requests';
import { ADMIN_PAYMENT_REQUESTS_TEXT as T } from '@/features/admin-payment-requests/messages';

/** /admin/payment-requests: members' payment-service requests (issue 14 item 4). */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <PaymentRequests />
    </>
  );
}
