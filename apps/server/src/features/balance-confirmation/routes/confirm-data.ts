import { ApiError, CONFIRMATION_PATHS, ConfirmAnswerBody, ConfirmAnswerResponse, ConfirmYearParam, ErrorResponses, groupLetterCode } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { CONFIRMATION_TEXT as T } from '../confirmation-text';
import { recordAnswer } from '../record-answer';

/** The member's one answer to the year's letter (decision 034); a staff user seeing the member's view may not answer. */
const confirmDataAnswer: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${CONFIRMATION_PATHS.confirmAnswer}/:year`,
    {
      onRequest: refuseWhileImpersonating,
      schema: { params: ConfirmYearParam, body: ConfirmAnswerBody, response: { 200: ConfirmAnswerResponse, 409: ApiError, ...ErrorResponses } },
    },
    async (request) => {
      const code = await recordAnswer(app, request, Number(request.params.year), request.body);
      return { rc_code: '1' as const, rc_des: T.recorded, letter_code: groupLetterCode(code) };
    },
  );
};
export default confirmDataAnswer;
