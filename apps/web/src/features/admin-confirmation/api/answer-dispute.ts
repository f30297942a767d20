import { adminConfirmationEndpoints, type AnswerDisputeBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONFIRMATION_QUERIES } from './confirmation-queries';

/** A staff answer on a case (new status and the note the member reads); the cases and counts read again. */
export const useAnswerDispute = () =>
  useEndpointChange(adminConfirmationEndpoints.confirmationDisputeAnswer, { input: (body: AnswerDisputeBody) => ({ body }), invalidates: CONFIRMATION_QUERIES });
