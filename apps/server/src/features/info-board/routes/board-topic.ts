import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { boardTopic } from '../board';

export default route(endpoints.boardTopic, (request) => boardTopic(contextOf(request), Number(request.params.topicId)));
