import {
  ADMIN_SITE_PATHS,
  AdminBoardListResponse,
  AdminBoardTopicResponse,
  AdminPageBody,
  AdminSavedResponse,
  BoardAnswerModerationBody,
  BoardTopicModerationBody,
  ErrorResponses,
  IdBody,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  deleteBoardAnswer,
  deleteBoardTopic,
  findBoardAnswerForStaff,
  findBoardTopicForStaff,
  listBoardAnswersForStaff,
  listBoardTopicsForStaff,
  moderateBoardAnswer,
  moderateBoardTopic,
} from '../board-moderation-queries';
import { ApiFailure } from '../../../http/api-failure';
import { SITE_ADMIN_TEXT } from '../../../site/site-admin-text';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const PAGE_SIZE = 20;
const topicNotFound = () => new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.topicNotFound);
const answerNotFound = () => new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.answerNotFound);
const saved = { 200: AdminSavedResponse, ...ErrorResponses };

/** Web board moderation: hide, pin or close a topic, hide an answer, delete either; each audited with what it was. */
const board: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_SITE_PATHS.boardList, { schema: { body: AdminPageBody, response: { 200: AdminBoardListResponse, ...ErrorResponses } } }, async (request) => {
    const page = request.body.page ?? 1;
    const { total, items } = await listBoardTopicsForStaff(app.db, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return {
      items: items.map((t) => ({ ...t, created_at: t.created_at.toISOString() })),
      page,
      page_size: PAGE_SIZE,
      total,
      total_pages: Math.ceil(total / PAGE_SIZE),
    };
  });

  app.post(ADMIN_SITE_PATHS.boardTopic, { schema: { body: IdBody, response: { 200: AdminBoardTopicResponse, ...ErrorResponses } } }, async (request) => {
    const [topic, answers] = await Promise.all([findBoardTopicForStaff(app.db, request.body.id), listBoardAnswersForStaff(app.db, request.body.id)]);
    if (!topic) throw topicNotFound();
    return {
      topic: { ...topic, created_at: topic.created_at.toISOString() },
      answers: answers.map((a) => ({ ...a, created_at: a.created_at.toISOString() })),
    };
  });

  app.post(ADMIN_SITE_PATHS.boardTopicSave, { schema: { body: BoardTopicModerationBody, response: saved } }, async (request) => {
    const { id, ...flags } = request.body;
    await auditedChange(contextOf(request), { action: 'board.topic_moderate', target: `board_topic:${id}` }, async (trx) => {
      const before = await findBoardTopicForStaff(trx, id);
      if (!before) throw topicNotFound();
      await moderateBoardTopic(trx, id, flags);
      return { before: { hidden: before.hidden, pinned: before.pinned, closed: before.closed, title: before.title }, after: flags, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.saved };
  });

  app.post(ADMIN_SITE_PATHS.boardTopicDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'board.topic_delete', target: `board_topic:${id}` }, async (trx) => {
      const before = await findBoardTopicForStaff(trx, id);
      if (!before) throw topicNotFound();
      const answers = await listBoardAnswersForStaff(trx, id);
      await deleteBoardTopic(trx, id);
      return { before: { ...before, answers }, after: null, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.deleted };
  });

  app.post(ADMIN_SITE_PATHS.boardAnswerSave, { schema: { body: BoardAnswerModerationBody, response: saved } }, async (request) => {
    const { id, hidden } = request.body;
    await auditedChange(contextOf(request), { action: 'board.answer_moderate', target: `board_answer:${id}` }, async (trx) => {
      const before = await findBoardAnswerForStaff(trx, id);
      if (!before) throw answerNotFound();
      await moderateBoardAnswer(trx, id, hidden);
      return { before: { hidden: before.hidden, topic_id: before.topic_id }, after: { hidden }, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.saved };
  });

  app.post(ADMIN_SITE_PATHS.boardAnswerDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'board.answer_delete', target: `board_answer:${id}` }, async (trx) => {
      const before = await findBoardAnswerForStaff(trx, id);
      if (!before) throw answerNotFound();
      await deleteBoardAnswer(trx, id);
      return { before, after: null, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.deleted };
  });
};
export default board;
