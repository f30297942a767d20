import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readCollectionDashboard } from '../collection-screens';

export default route(endpoints.collectionDashboard, (request) => readCollectionDashboard(contextOf(request)));
