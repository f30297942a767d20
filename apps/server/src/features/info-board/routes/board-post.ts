import { BODY_RULE, BoardPostResponse, BoardTopicBody, ErrorResponses, NAME_RULE, TITLE_RULE } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertBoardTopic } from '../board-queries';
import { claimPost } from '../../../http/address-limit';
import { acceptText } from '../../../http/visitor-text';

/** Topics and answers share one allowance per address. */
export const BOARD_POST_SCOPE = 'board-post:address';
export const TOPIC_POSTED = 'ตั้งกระทู้เรียบร้อยแล้ว';

const boardPost: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/info/board',
    { schema: { body: BoardTopicBody, response: { 200: BoardPostResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const name = acceptText(request.body.name, NAME_RULE);
      const title = acceptText(request.body.title, TITLE_RULE);
      const body = acceptText(request.body.body, BODY_RULE);
      const now = app.now();
      await claimPost(app.db, reply, BOARD_POST_SCOPE, request.ip, now);
      const id = await insertBoardTopic(app.db, { name, title, body, createdAt: now, ip: request.ip });
      return { rc_code: '1' as const, rc_des: TOPIC_POSTED, id };
    },
  );
};
export default boardPost;
