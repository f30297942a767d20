import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readCollectionSummary } from '../collection-screens';

export default route(endpoints.collectionSummary, (request) => readCollectionSummary(contextOf(request), request.body ?? {}));
