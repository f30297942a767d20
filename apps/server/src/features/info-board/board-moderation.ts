import type { AdminBoardListResponse, AdminBoardTopicResponse, AdminPageBody, AdminSavedResponse, BoardAnswerModerationBody, BoardTopicModerationBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT } from '../../site/site-admin-text';
import {
  deleteBoardAnswer,
  deleteBoardTopic,
  findBoardAnswerForStaff,
  findBoardTopicForStaff,
  listBoardAnswersForStaff,
  listBoardTopicsForStaff,
  moderateBoardAnswer,
  moderateBoardTopic,
} from './board-moderation-queries';

const PAGE_SIZE = 20;
const topicNotFound = () => new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.topicNotFound);
const answerNotFound = () => new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.answerNotFound);

/** One page of every topic, hidden ones too, with the moderation flags. */
export async function moderationPage(context: DomainContext, body: AdminPageBody): Promise<AdminBoardListResponse> {
  const page = body.page ?? 1;
  const { total, items } = await listBoardTopicsForStaff(context.db, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return {
    items: items.map((t) => ({ ...t, created_at: t.created_at.toISOString() })),
    page,
    page_size: PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / PAGE_SIZE),
  };
}

/** A topic with every answer, as staff see them: hidden ones and the addresses they came from. */
export async function moderationTopic(context: DomainContext, id: number): Promise<AdminBoardTopicResponse> {
  const [topic, answers] = await Promise.all([findBoardTopicForStaff(context.db, id), listBoardAnswersForStaff(context.db, id)]);
  if (!topic) throw topicNotFound();
  return {
    topic: { ...topic, created_at: topic.created_at.toISOString() },
    answers: answers.map((a) => ({ ...a, created_at: a.created_at.toISOString() })),
  };
}

/** Hides, pins or closes a topic; audited with the flags it had. */
export async function moderateTopic(context: DomainContext, body: BoardTopicModerationBody): Promise<AdminSavedResponse> {
  const { id, ...flags } = body;
  await auditedChange(context, { action: 'board.topic_moderate', target: `board_topic:${id}` }, async (trx) => {
    const before = await findBoardTopicForStaff(trx, id);
    if (!before) throw topicNotFound();
    await moderateBoardTopic(trx, id, flags);
    return { before: { hidden: before.hidden, pinned: before.pinned, closed: before.closed, title: before.title }, after: flags, result: undefined };
  });
  return adminSaved(SITE_ADMIN_TEXT.saved);
}

/** Deletes a topic with its answers; the audit entry keeps what they were. */
export async function deleteTopic(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'board.topic_delete', target: `board_topic:${id}` }, async (trx) => {
    const before = await findBoardTopicForStaff(trx, id);
    if (!before) throw topicNotFound();
    const answers = await listBoardAnswersForStaff(trx, id);
    await deleteBoardTopic(trx, id);
    return { before: { ...before, answers }, after: null, result: undefined };
  });
  return adminSaved(SITE_ADMIN_TEXT.deleted);
}

/** Hides or shows an answer. */
export async function moderateAnswer(context: DomainContext, body: BoardAnswerModerationBody): Promise<AdminSavedResponse> {
  const { id, hidden } = body;
  await auditedChange(context, { action: 'board.answer_moderate', target: `board_answer:${id}` }, async (trx) => {
    const before = await findBoardAnswerForStaff(trx, id);
    if (!before) throw answerNotFound();
    await moderateBoardAnswer(trx, id, hidden);
    return { before: { hidden: before.hidden, topic_id: before.topic_id }, after: { hidden }, result: undefined };
  });
  return adminSaved(SITE_ADMIN_TEXT.saved);
}

/** Deletes an answer; the audit entry keeps what it was. */
export async function deleteAnswer(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'board.answer_delete', target: `board_answer:${id}` }, async (trx) => {
    const before = await findBoardAnswerForStaff(trx, id);
    if (!before) throw answerNotFound();
    await deleteBoardAnswer(trx, id);
    return { before, after: null, result: undefined };
  });
  return adminSaved(SITE_ADMIN_TEXT.deleted);
}
