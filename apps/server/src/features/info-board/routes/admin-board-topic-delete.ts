import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { deleteTopic } from '../board-moderation';

export default route(endpoints.adminBoardTopicDelete, (request) => deleteTopic(contextOf(request), request.body.id));
