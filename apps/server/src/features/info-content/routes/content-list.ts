import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { categoryPage } from '../public-content';

export default route(endpoints.contentList, (request) => categoryPage(contextOf(request), Number(request.params.topicId), request.query));
