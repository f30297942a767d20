import { PaymentServicePage } from '@/features/member-payment-service/components/payment-service-page';

/** /member/requestpromoney: the request to activate the cooperative's payment service (issue 14 item 4). */
export function Component() {
  return <PaymentServicePage />;
}
