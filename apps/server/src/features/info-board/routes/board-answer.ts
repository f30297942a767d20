import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { postBoardAnswer } from '../board';

export default route(endpoints.boardAnswerPost, (request) => postBoardAnswer(contextOf(request), Number(request.params.topicId), request.body));
