import { BODY_RULE, BoardAnswerBody, BoardPostResponse, ErrorResponses, IdParam, NAME_RULE } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { findBoardTopic, insertBoardAnswer } from '../board-queries';
import { ApiFailure } from '../../../http/api-failure';
import { BOARD_POST_SCOPE } from './board-post';
import { TOPIC_NOT_FOUND } from './board-topic';
import { claimPost } from '../../../http/address-limit';
import { acceptText } from '../../../http/visitor-text';

export const ANSWER_POSTED = 'ตอบกระทู้เรียบร้อยแล้ว';
export const TOPIC_CLOSED = 'กระทู้นี้ปิดรับคำตอบแล้ว';

const boardAnswer: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/info/board/:topicId/answers',
    {
      schema: {
        params: Type.Object({ topicId: IdParam }),
        body: BoardAnswerBody,
        response: { 200: BoardPostResponse, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const name = acceptText(request.body.name, NAME_RULE);
      const body = acceptText(request.body.body, BODY_RULE);
      const now = app.now();
      await claimPost(app.db, reply, BOARD_POST_SCOPE, request.ip, now);
      const topicId = Number(request.params.topicId);
      const id = await insertBoardAnswer(app.db, topicId, { name, body, createdAt: now, ip: request.ip });
      if (id === undefined) {
        // staff closed it (moderation), or it is not there (never was, deleted or hidden)
        if ((await findBoardTopic(app.db, topicId))?.closed) throw new ApiFailure(409, 'TOPIC_CLOSED', TOPIC_CLOSED);
        throw new ApiFailure(404, 'NOT_FOUND', TOPIC_NOT_FOUND);
      }
      return { rc_code: '1' as const, rc_des: ANSWER_POSTED, id };
    },
  );
};
export default boardAnswer;
