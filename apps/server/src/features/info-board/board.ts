import {
  BODY_RULE,
  type BoardAnswerBody,
  type BoardListResponse,
  type BoardPostResponse,
  type BoardTopicBody,
  type BoardTopicResponse,
  NAME_RULE,
  type PageQuery,
  TITLE_RULE,
} from '@coop/contract';
import { clientAddress, type DomainContext } from '../../domain/context';
import { claimPost } from '../../http/address-limit';
import { ApiFailure } from '../../http/api-failure';
import { pageInfo, pageOf } from '../../http/page-query';
import { acceptText } from '../../http/visitor-text';
import { ANSWER_POSTED, TOPIC_CLOSED, TOPIC_NOT_FOUND, TOPIC_POSTED } from './board-text';
import { countBoardTopics, findBoardTopic, insertBoardAnswer, insertBoardTopic, listBoardAnswers, listBoardTopics } from './board-queries';

/** Topics and answers share one allowance per address. */
const BOARD_POST_SCOPE = 'board-post:address';

/** One page of the topics visitors see, pinned first, with their answer counts. */
export async function boardPage(context: DomainContext, query: PageQuery): Promise<BoardListResponse> {
  const page = pageOf(query);
  const [total, topics] = await Promise.all([countBoardTopics(context.db), listBoardTopics(context.db, { offset: page.offset, limit: page.pageSize })]);
  return {
    items: topics.map((t) => ({
      ...t,
      answer_count: Number(t.answer_count),
      created_at: t.created_at.toISOString(),
      last_answer_at: t.last_answer_at ? new Date(t.last_answer_at).toISOString() : null,
    })),
    ...pageInfo(page, total),
  };
}

/** A topic visitors may see, with its visible answers. */
export async function boardTopic(context: DomainContext, topicId: number): Promise<BoardTopicResponse> {
  const [topic, answers] = await Promise.all([findBoardTopic(context.db, topicId), listBoardAnswers(context.db, topicId)]);
  if (!topic) throw new ApiFailure(404, 'NOT_FOUND', TOPIC_NOT_FOUND);
  return {
    topic: { ...topic, created_at: topic.created_at.toISOString() },
    answers: answers.map((a) => ({ ...a, created_at: a.created_at.toISOString() })),
  };
}

/** A visitor's new topic, stored as typed once the address's allowance has counted it. */
export async function postBoardTopic(context: DomainContext, topic: BoardTopicBody): Promise<BoardPostResponse> {
  const name = acceptText(topic.name, NAME_RULE);
  const title = acceptText(topic.title, TITLE_RULE);
  const body = acceptText(topic.body, BODY_RULE);
  await claimPost(context, BOARD_POST_SCOPE);
  const id = await insertBoardTopic(context.db, { name, title, body, createdAt: context.now(), ip: clientAddress(context) });
  return { rc_code: '1' as const, rc_des: TOPIC_POSTED, id };
}

/** A visitor's answer to a topic that is there and open. */
export async function postBoardAnswer(context: DomainContext, topicId: number, answer: BoardAnswerBody): Promise<BoardPostResponse> {
  const name = acceptText(answer.name, NAME_RULE);
  const body = acceptText(answer.body, BODY_RULE);
  await claimPost(context, BOARD_POST_SCOPE);
  const id = await insertBoardAnswer(context.db, topicId, { name, body, createdAt: context.now(), ip: clientAddress(context) });
  if (id === undefined) {
    // staff closed it (moderation), or it is not there (never was, deleted or hidden)
    if ((await findBoardTopic(context.db, topicId))?.closed) throw new ApiFailure(409, 'TOPIC_CLOSED', TOPIC_CLOSED);
    throw new ApiFailure(404, 'NOT_FOUND', TOPIC_NOT_FOUND);
  }
  return { rc_code: '1' as const, rc_des: ANSWER_POSTED, id };
}
