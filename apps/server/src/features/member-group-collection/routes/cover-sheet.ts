import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readCoverSheet } from '../collection-screens';

export default route(endpoints.coverSheet, (request) => readCoverSheet(contextOf(request), request.body ?? {}));
