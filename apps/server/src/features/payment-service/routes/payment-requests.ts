import {
  ADMIN_SEARCH_PAGE_SIZE,
  AdminActionResponse,
  AdminPaymentDecisionBody,
  AdminPaymentRequestListBody,
  AdminPaymentRequestListResponse,
  ApiError,
  ErrorResponses,
  PAYMENT_SERVICE_PATHS,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listPaymentRequests } from '../payment-service-queries';
import { decidePaymentService, paymentRequestAnswer } from '../payment-service-requests';

/** Members' payment-service requests (issue 14 item 4, decision 033): support staff and admins only. */
const paymentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('admin', 'support'));
  app.post(
    PAYMENT_SERVICE_PATHS.adminList,
    { schema: { body: AdminPaymentRequestListBody, response: { 200: AdminPaymentRequestListResponse, ...ErrorResponses } } },
    async (request) => {
      const page = request.body.page ?? 1;
      const { rows, total } = await listPaymentRequests(app.db, request.body.status, (page - 1) * ADMIN_SEARCH_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE);
      return {
        rc_code: '1' as const,
        data: rows.map((r) => ({ ...paymentRequestAnswer(r), membership_no: r.membership_no, member_name: r.member_name, decided_by: r.decided_by })),
        page,
        page_size: ADMIN_SEARCH_PAGE_SIZE,
        total,
        total_pages: Math.ceil(total / ADMIN_SEARCH_PAGE_SIZE),
      };
    },
  );
  app.post(
    PAYMENT_SERVICE_PATHS.adminDecide,
    { schema: { body: AdminPaymentDecisionBody, response: { 200: AdminActionResponse, 409: ApiError, ...ErrorResponses } } },
    async (request) => ({ rc_code: '1' as const, rc_des: await decidePaymentService(app, request, request.body) }),
  );
};
export default paymentRequestRoutes;
