import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { boardPage } from '../board';

export default route(endpoints.boardList, (request) => boardPage(contextOf(request), request.query));
