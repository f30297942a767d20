import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moderateAnswer } from '../board-moderation';

export default route(endpoints.adminBoardAnswerSave, (request) => moderateAnswer(contextOf(request), request.body));
