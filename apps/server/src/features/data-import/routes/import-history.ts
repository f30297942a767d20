import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { importHistory } from '../import-history';

export default route(endpoints.importHistory, (request) => importHistory(contextOf(request), request.body));
