import { BODY_RULE, BoardAnswerBody, BoardPostResponse, ErrorResponses, IdParam, NAME_RULE } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { insertBoardAnswer } from '../../db/repositories/board-repository';
import { ApiFailure } from '../../http/api-failure';
import { BOARD_POST_SCOPE } from './board-post';
import { TOPIC_NOT_FOUND } from './board-topic';
import { countPost, ensureMayPost } from './post-limit';
import { acceptText } from './visitor-text';

export const ANSWER_POSTED = 'ตอบกระทู้เรียบร้อยแล้ว';

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
      await ensureMayPost(app.db, reply, BOARD_POST_SCOPE, request.ip, now);
      const id = await insertBoardAnswer(app.db, Number(request.params.topicId), { name, body, createdAt: now, ip: request.ip });
      if (id === undefined) throw new ApiFailure(404, 'NOT_FOUND', TOPIC_NOT_FOUND);
      await countPost(app.db, BOARD_POST_SCOPE, request.ip, now);
      return { rc_code: '1' as const, rc_des: ANSWER_POSTED, id };
    },
  );
};
export default boardAnswer;
