import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { ApiError } from './errors';
import { PageInfo, PageQuery, TopicIdParams } from './info-paging';
import { PostedResponse } from './posted-response';

/**
 * Board text is plain text: stored and returned exactly as typed (after trimming), never HTML; the client escapes it.
 * The schema only caps the size; the length and character rules are `textProblem` with NAME_RULE, TITLE_RULE and
 * BODY_RULE (info-text.ts), checked after trimming.
 */
const Text = (max: number) => Type.String({ maxLength: max });

export const BoardTopicBody = Type.Object({
  name: Text(400),
  title: Text(800),
  body: Text(20_000),
});
export type BoardTopicBody = Static<typeof BoardTopicBody>;

export const BoardAnswerBody = Type.Object({
  name: Text(400),
  body: Text(20_000),
});
export type BoardAnswerBody = Static<typeof BoardAnswerBody>;

export const BoardTopicSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  /** The start of the question, whitespace collapsed; the list cuts it at 120 characters (spec 9, question highlights). */
  summary: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 timestamp' }),
  answer_count: Type.Integer(),
  last_answer_at: Type.Union([Type.String(), Type.Null()]),
  /** Staff pinned it: listed before the others. */
  pinned: Type.Optional(Type.Boolean()),
  /** Staff closed it: it takes no new answers. */
  closed: Type.Optional(Type.Boolean()),
});
export type BoardTopicSummary = Static<typeof BoardTopicSummary>;

/** `GET /api/info/board?page=`: topics, newest first. */
export const BoardListResponse = Type.Object({
  items: Type.Array(BoardTopicSummary),
  ...PageInfo,
});
export type BoardListResponse = Static<typeof BoardListResponse>;

export const BoardAnswer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  body: Type.String(),
  created_at: Type.String(),
});
export type BoardAnswer = Static<typeof BoardAnswer>;

/** `GET /api/info/board/{topicId}`: the topic with its answers, oldest answer first. */
export const BoardTopicResponse = Type.Object({
  topic: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    title: Type.String(),
    body: Type.String(),
    created_at: Type.String(),
    pinned: Type.Optional(Type.Boolean()),
    closed: Type.Optional(Type.Boolean()),
  }),
  answers: Type.Array(BoardAnswer),
});
export type BoardTopicResponse = Static<typeof BoardTopicResponse>;

export const BoardPostResponse = PostedResponse;
export type BoardPostResponse = PostedResponse;

export const infoBoardEndpoints = {
  /** เว็บบอร์ด: one page of topics, pinned first, then newest. */
  boardList: endpoint({ method: 'GET', path: '/api/info/board', access: 'public', query: PageQuery, response: BoardListResponse }),
  /** A visitor's new topic, counted against the address's posting limit. */
  boardTopicPost: endpoint({ method: 'POST', path: '/api/info/board', access: 'public', body: BoardTopicBody, response: BoardPostResponse }),
  /** A topic with its answers. */
  boardTopic: endpoint({ method: 'GET', path: '/api/info/board/:topicId', access: 'public', params: TopicIdParams, response: BoardTopicResponse }),
  /** A visitor's answer to a topic; 409 when staff have closed it. */
  boardAnswerPost: endpoint({
    method: 'POST',
    path: '/api/info/board/:topicId/answers',
    access: 'public',
    params: TopicIdParams,
    body: BoardAnswerBody,
    response: BoardPostResponse,
    otherResponses: { 409: ApiError },
  }),
};
