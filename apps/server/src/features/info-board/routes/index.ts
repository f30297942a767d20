import type { EndpointRoute } from '../../../http/endpoint-route';
import adminBoardAnswerDelete from './admin-board-answer-delete';
import adminBoardAnswerSave from './admin-board-answer-save';
import adminBoardList from './admin-board-list';
import adminBoardTopic from './admin-board-topic';
import adminBoardTopicDelete from './admin-board-topic-delete';
import adminBoardTopicSave from './admin-board-topic-save';
import boardAnswer from './board-answer';
import boardList from './board-list';
import boardPost from './board-post';
import boardTopic from './board-topic';

export const infoBoardRoutes: EndpointRoute[] = [
  boardList,
  boardTopic,
  boardPost,
  boardAnswer,
  adminBoardList,
  adminBoardTopic,
  adminBoardTopicSave,
  adminBoardTopicDelete,
  adminBoardAnswerSave,
  adminBoardAnswerDelete,
];
