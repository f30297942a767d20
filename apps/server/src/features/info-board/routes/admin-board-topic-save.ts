import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moderateTopic } from '../board-moderation';

export default route(endpoints.adminBoardTopicSave, (request) => moderateTopic(contextOf(request), request.body));
