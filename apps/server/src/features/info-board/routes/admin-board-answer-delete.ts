import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { deleteAnswer } from '../board-moderation';

export default route(endpoints.adminBoardAnswerDelete, (request) => deleteAnswer(contextOf(request), request.body.id));
