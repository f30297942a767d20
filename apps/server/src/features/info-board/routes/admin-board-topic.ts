import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moderationTopic } from '../board-moderation';

export default route(endpoints.adminBoardTopic, (request) => moderationTopic(contextOf(request), request.body.id));
