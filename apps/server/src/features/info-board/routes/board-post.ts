import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { postBoardTopic } from '../board';

export default route(endpoints.boardTopicPost, (request) => postBoardTopic(contextOf(request), request.body));
