import { ADMIN_CONFIRMATION_PATHS, AdminActionResponse, AnswerDisputeBody, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerDisputeCase } from '../dispute-answer';
import { DISPUTE_ANSWERERS } from './admin-roles';

/** A staff answer on a dispute case (status and a note the member reads); admins and support staff. */
const disputeAnswer: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...DISPUTE_ANSWERERS));
  app.post(
    ADMIN_CONFIRMATION_PATHS.answerDispute,
    { schema: { body: AnswerDisputeBody, response: { 200: AdminActionResponse, ...ErrorResponses } } },
    async (request) => ({ rc_code: '1' as const, rc_des: await answerDisputeCase(app, request, request.body) }),
  );
};
export default disputeAnswer;
