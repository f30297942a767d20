import { BoardTopicResponse, ErrorResponses, IdParam } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { findBoardTopic, listBoardAnswers } from '../board-queries';
import { ApiFailure } from '../../../http/api-failure';

export const TOPIC_NOT_FOUND = 'ไม่พบกระทู้ที่ต้องการ';

const boardTopic: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/info/board/:topicId',
    { schema: { params: Type.Object({ topicId: IdParam }), response: { 200: BoardTopicResponse, ...ErrorResponses } } },
    async (request) => {
      const id = Number(request.params.topicId);
      const [topic, answers] = await Promise.all([findBoardTopic(app.db, id), listBoardAnswers(app.db, id)]);
      if (!topic) throw new ApiFailure(404, 'NOT_FOUND', TOPIC_NOT_FOUND);
      return {
        topic: { ...topic, created_at: topic.created_at.toISOString() },
        answers: answers.map((a) => ({ ...a, created_at: a.created_at.toISOString() })),
      };
    },
  );
};
export default boardTopic;
