import {
  ErrorResponses,
  PAYMENT_SERVICE_PATHS,
  PaymentServiceRequestBody,
  PaymentServiceRequestedResponse,
  PaymentServiceStateResponse,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { memberPaymentServiceState, requestPaymentService } from '../payment-service-requests';
import { PAYMENT_SERVICE_TEXT } from '../payment-service-text';

/** The payment-service request (issue 14 item 4, decision 033): the session member's own, by the session only. */
const paymentServiceRequest: FastifyPluginAsyncTypebox = async (app) => {
  app.get(PAYMENT_SERVICE_PATHS.member, { schema: { response: { 200: PaymentServiceStateResponse, ...ErrorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return memberPaymentServiceState(app, request.member.membershipNo);
  });
  app.post(
    PAYMENT_SERVICE_PATHS.member,
    { onRequest: refuseWhileImpersonating, schema: { body: PaymentServiceRequestBody, response: { 200: PaymentServiceRequestedResponse, ...ErrorResponses } } },
    async (request) => {
      const id = await requestPaymentService(app, request, request.body);
      return { rc_code: '1' as const, rc_des: PAYMENT_SERVICE_TEXT.requested, id };
    },
  );
};
export default paymentServiceRequest;
