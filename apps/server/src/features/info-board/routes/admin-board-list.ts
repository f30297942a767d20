import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moderationPage } from '../board-moderation';

export default route(endpoints.adminBoardList, (request) => moderationPage(contextOf(request), request.body));
